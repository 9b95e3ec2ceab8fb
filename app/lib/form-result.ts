import type { SubmissionResult } from "@conform-to/react";

/**
 * What a route action built with `formAction` (app/lib/form-action.server.ts) answers, and what a
 * form (app/components/forms/conform.tsx) or a one-button write (use-intent.tsx) reads from
 * `fetcher.data` or, after a post without JavaScript, `useActionData`. Messages are already in the
 * visitor's language. `reply` is Conform's: the form's own error under "" and each field's under its
 * name, the one shape a form shows.
 */
export type FormFailure = {
  ok: false;
  intent: string | null;
  /** The HTTP status of the refusal (400 bad input, 409 conflict, 429 rate limit…). */
  status: number;
  /** The server's words for the refusal. */
  message: string;
  /** Each bad field's message (the same as in `reply`, for a write that is not a form). */
  fields: Record<string, string>;
  reply: SubmissionResult<string[]>;
};
export type FormSuccess<K extends string = string, D = unknown> = {
  ok: true;
  intent: K;
  data: D;
  reply: SubmissionResult<string[]>;
};
export type FormResult<K extends string = string, D = unknown> = FormSuccess<K, D> | FormFailure;

/** The field that names the intent (the procedure) a post calls. */
export const INTENT_FIELD = "intent";

/** Whether a value is an action's form result (an action may also answer other shapes, e.g. a redirect). */
export function isFormResult(value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && "ok" in value && "intent" in value;
}

/**
 * What a refusal says as a whole, as the action chose it (the server's words for 401/403/404/409/429),
 * else the first bad field's message, else the caller's own failure text.
 */
export function refusalText(failure: Pick<FormFailure, "reply" | "fields">, fallback: string): string {
  return failure.reply.error?.[""]?.[0] ?? Object.values(failure.fields)[0] ?? fallback;
}

/**
 * A route's `shouldRevalidate` after its action refused (`ok: false`): nothing was written, so the page's
 * data is not read again — what React Router does by itself after a 4xx answer, which a refusal sent to the
 * page's script no longer is (app/lib/form-action.server.ts). Otherwise React Router's own choice.
 */
export function keepDataAfterRefusal({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isFormResult(actionResult) && !actionResult.ok ? false : defaultShouldRevalidate;
}
