/**
 * What a route action built with `formAction` (app/lib/form-action.server.ts) answers, and what
 * `useMutationForm` reads from `fetcher.data` or, after a post without JavaScript, `useActionData`.
 * Messages are already in the visitor's language.
 */
export type FormFailure = {
  ok: false;
  intent: string | null;
  /** The HTTP status of the refusal (400 bad input, 409 conflict, 429 rate limit…). */
  status: number;
  message: string;
  fields: Record<string, string>;
  /** What a form posted without JavaScript sent, so the page shows it again beside the errors. */
  values?: Record<string, string | string[]>;
};
export type FormSuccess<K extends string = string, D = unknown> = { ok: true; intent: K; data: D };
export type FormResult<K extends string = string, D = unknown> = FormSuccess<K, D> | FormFailure;

/** Whether a value is an action's form result (an action may also answer other shapes, e.g. a redirect). */
export function isFormResult(value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && "ok" in value && "intent" in value;
}
