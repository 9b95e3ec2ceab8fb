import type { ZodError } from "zod";
import type { Lang } from "./i18n";
import { translator } from "@shared/i18n/strings";
import { fieldLabel as label, issueMessage } from "@shared/forms/issue-message";

/** Field name shown in messages: the i18n label of the field when there is one, else its path. */
export function fieldLabel(lang: Lang, path: string) {
  return label(translator(lang).t, path);
}

/**
 * Maps zod issues to `{ field: message }` in the caller's language, as the forms do
 * (shared/forms/issue-message.ts); a refusal of the request as a whole is named `body`.
 */
export function fieldErrors(error: ZodError, lang: Lang): Record<string, string> {
  const { t } = translator(lang);
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join(".") : "body";
    if (!out[path]) out[path] = issueMessage(t, { ...issue, path: path.split(".") });
  }
  return out;
}
