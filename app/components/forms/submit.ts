import type { FieldErrors } from "~/lib/forms";
import { restJson } from "~/lib/rest";

export { failureText } from "./form-kit";

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; status: number; message?: string; fields?: FieldErrors };

/**
 * Posts a form to its REST path, in the visitor's language so the server's messages match the page.
 * A network failure is status 0. Left for the registration forms until they post to their route's
 * action (useMutationForm in form-kit, issue 16); then this file goes.
 */
export async function postForm<T>(path: string, body: unknown, lang: string): Promise<SubmitResult<T>> {
  const res = await restJson<T>("POST", `${path}?lang=${lang}`, body).catch(() => null);
  if (!res) return { ok: false, status: 0 };
  if (res.ok) return { ok: true, data: res.data as T };
  return { ok: false, status: res.status, message: res.data?.error?.message, fields: res.data?.error?.fields };
}
