import type { TFunction } from "@shared/i18n/strings";

/**
 * The one translation of a zod issue, used by the browser (Conform's client validation), the route
 * actions (Conform's server parse) and the tRPC/REST error formatter alike. Schema messages are i18n
 * keys, `{{field}}` filled with the field's label (fields.*); an issue without a key says the field is
 * required (nothing sent) or invalid.
 */
export type Issue = { path: readonly PropertyKey[]; message: string; code?: string; input?: unknown };

const KEY = /^(validation|errors)\.[\w.]+$/;

/** The label a message names a field by: its fields.* text, else its path. */
export function fieldLabel(t: TFunction, path: string) {
  const key = `fields.${path}`;
  const label = t(key);
  return label === key ? path : label;
}

export function issueMessage(t: TFunction, issue: Issue): string {
  const field = fieldLabel(t, issue.path.map(String).join("."));
  if (KEY.test(issue.message)) return t(issue.message, { field });
  if (issue.code === "invalid_type" && issue.input === undefined) return t("validation.required", { field });
  return t("validation.invalid", { field });
}

/** Conform's `formatError` for parseWithZod: the first issue of a field, translated. */
export function formatIssues(t: TFunction) {
  return (issues: readonly Issue[]) => issues.slice(0, 1).map((issue) => issueMessage(t, issue));
}
