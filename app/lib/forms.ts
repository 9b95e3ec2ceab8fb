import type { TFunction } from "@shared/i18n/strings";
import type { ZodType } from "zod";
import { issueMessage } from "@shared/forms/issue-message";
import { refusalText, type FormFailure } from "./form-result";

export type FieldErrors = Record<string, string>;

/** Validates form values with the same zod schema the server uses and translates its messages. */
export function validateForm<T>(
  schema: ZodType<T>,
  values: unknown,
  t: TFunction,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".") || "form";
    if (!errors[path]) errors[path] = issueMessage(t, issue);
  }
  return { data: null, errors };
}

/**
 * What to tell the visitor when a mutation fails: the server's translated message for a refusal
 * (401/403/409/404), field errors for bad input, else the form's own failure text.
 */
export function describeMutationError(error: unknown, fallback: string): { message: string; fields: FieldErrors } {
  const e = error as { message?: string; data?: { code?: string; fields?: FieldErrors } } | null;
  const code = e?.data?.code;
  const fields = e?.data?.fields ?? {};
  if (code && ["UNAUTHORIZED", "FORBIDDEN", "CONFLICT", "NOT_FOUND", "TOO_MANY_REQUESTS"].includes(code) && e?.message)
    return { message: e.message, fields };
  const first = Object.values(fields)[0];
  return { message: first ?? fallback, fields };
}

/**
 * What to tell the visitor when a route action refused a write (app/lib/form-result.ts), as
 * `describeMutationError` does for a tRPC error: the server's reason for a refusal they can act on
 * (401/403/404/409/429), else the first bad field, else the caller's failure text.
 */
export function describeFailure(failure: Pick<FormFailure, "reply" | "fields">, fallback: string): string {
  return refusalText(failure, fallback);
}

/**
 * The errors a dialog shows for a route action's refusal (app/lib/form-result.ts): the bad fields
 * beside their controls, else the server's translated reason, else the dialog's own failure text, as `form`.
 */
export function failureErrors(failure: Pick<FormFailure, "reply" | "fields">, fallback: string): FieldErrors {
  return Object.keys(failure.fields).length ? failure.fields : { form: describeFailure(failure, fallback) };
}
