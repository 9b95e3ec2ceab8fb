import { z } from "zod";
import { MAX, requiredText } from "./common.schema";

/**
 * The texts of a team visitors read, in English and in Spanish (docs/decisions/011): an admin edits
 * both languages at once, and neither may be left empty.
 */
export const TeamTextSchema = z.object({
  teamId: z.string("validation.invalidId").uuid("validation.invalidId"),
  logoIdea: requiredText("validation.required", MAX.short),
  logoIdeaEs: requiredText("validation.required", MAX.short),
  logoConcept: requiredText("validation.required", MAX.short),
  logoConceptEs: requiredText("validation.required", MAX.short),
});
export type TeamTextInput = z.infer<typeof TeamTextSchema>;
