import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import type { FieldErrors } from "~/lib/forms";
import { restJson } from "~/lib/rest";

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; status: number; message?: string; fields?: FieldErrors };

/**
 * Posts a form to its REST path (the spec's calls), in the visitor's language so the server's messages
 * match the page. A network failure is status 0.
 */
export async function postForm<T>(path: string, body: unknown, lang: string): Promise<SubmitResult<T>> {
  const res = await restJson<T>("POST", `${path}?lang=${lang}`, body).catch(() => null);
  if (!res) return { ok: false, status: 0 };
  if (res.ok) return { ok: true, data: res.data as T };
  return { ok: false, status: res.status, message: res.data?.error?.message, fields: res.data?.error?.fields };
}

/** The server's own words are shown where they say more than the generic failure: a duplicate or a rate limit. */
export function failureText(result: { status: number; message?: string }, fallback: string) {
  return (result.status === 409 || result.status === 429) && result.message ? result.message : fallback;
}

/**
 * A visitor form's submission (spec visitor §4/§8): busy while sending, a success toast, or the
 * destructive 'Submission Failed' toast and the form stays open with the server's field errors.
 */
export function useFormSubmit() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  async function submit<T>(path: string, body: unknown, success: { title: string; description: string }) {
    setBusy(true);
    const result = await postForm<T>(path, body, i18n.language);
    setBusy(false);
    if (result.ok) toast({ ...success, variant: "success" });
    else toast({ title: t("forms.failedTitle"), description: failureText(result, t("forms.failedText")), variant: "destructive" });
    return result;
  }
  return { busy, submit };
}
