import { intent } from "~/lib/form-action.server";
import { JerseyDesignSchema } from "@shared/forms/jersey.schema";

/**
 * The jersey designer's Save, on every page that opens the designer (/teams, /teams/:id, /franchise):
 * a public procedure (visitors may design), called in-process by the page's action.
 */
export const jerseyIntents = {
  createJersey: intent(JerseyDesignSchema, (trpc, input) => trpc.jerseys.create(input)),
};
