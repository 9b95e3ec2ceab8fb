import { intent } from "~/lib/form-action.server";
import { JerseyDesignSchema, JerseyDesignUpdateSchema } from "@shared/forms/jersey.schema";

/**
 * The jersey designer's Save, on every page that opens the designer (/teams, /teams/:id, /franchise):
 * public procedures (visitors may design), called in-process by the page's action. Saving a loaded
 * design of one's own changes it; the procedure refuses (403) a design someone else made.
 */
export const jerseyIntents = {
  createJersey: intent(JerseyDesignSchema, (trpc, input) => trpc.jerseys.create(input)),
  updateJersey: intent(JerseyDesignUpdateSchema, (trpc, input) => trpc.jerseys.update(input)),
};
