import type { ZodError } from "zod";
import { translate, type Lang } from "./i18n";

const KEY = /^(validation|errors)\.[\w.]+$/;

/** Field name shown in messages: the i18n label of the field when there is one, else its path. */
export function fieldLabel(lang: Lang, path: string) {
  const key = `fields.${path}`;
  const label = translate(lang, key);
  return label === key ? path : label;
}

/**
 * Maps zod issues to `{ field: message }` in the caller's language. Schema messages are i18n keys;
 * issues without one get a generic message that names the field.
 */
export function fieldErrors(error: ZodError, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join(".") : "body";
    if (out[path]) continue;
    const field = fieldLabel(lang, path);
    if (KEY.test(issue.message)) out[path] = translate(lang, issue.message, { field });
    else if (issue.code === "invalid_type" && issue.input === undefined) out[path] = translate(lang, "validation.required", { field });
    else out[path] = translate(lang, "validation.invalid", { field });
  }
  return out;
}
