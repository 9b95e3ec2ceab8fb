import { useQueryClient } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { useTranslation } from "~/lib/translations";
import { Field } from "~/components/ui/field";
import { useMutationForm, type MutationForm } from "~/components/forms/form-kit";
import { useTRPC } from "~/lib/trpc";
import { failureToast } from "./failure-toast";

/**
 * What a review decision (one application, or a selection) goes through: the optional note, posted to
 * /admin's action with the decision (`input`), checked first with the server's schema; on success the
 * registration tables and the open application refresh (the page's counts reload with its loader) and
 * the dialog closes; a refusal is the destructive toast titled `failedKey`, its field errors beside
 * the fields.
 */
export function useReview<O>({ intent, schema, failedKey, input, onSuccess, onClose }: {
  intent: "review" | "bulkReview"; schema: ZodType; failedKey: string;
  input: (notes: string | undefined) => Record<string, unknown>; onSuccess: (data: O) => void; onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutationForm<{ notes: string }, O>({
    action: "/admin",
    intent,
    initial: { notes: "" },
    schema,
    toInput: (v) => input(v.notes.trim() || undefined),
    invalidate: () => Promise.all([queryClient.invalidateQueries(trpc.admin.registrations.pathFilter()), queryClient.invalidateQueries(trpc.admin.registration.pathFilter())]),
    onSuccess: (data) => {
      onSuccess(data);
      close();
    },
    failureToast: failureToast(t(failedKey)),
  });
  function close() {
    mutation.form.reset();
    onClose();
  }
  return { mutation, close, busy: mutation.busy, errors: mutation.form.errors };
}

/** The note sent with a decision (to the applicant's mail and the audit trail). */
export function ReviewNotes({ mutation }: { mutation: MutationForm<{ notes: string }> }) {
  const { t } = useTranslation();
  const { form } = mutation;
  return (
    <Field label={t("admin.review.notes")} hint={t("admin.review.notesHint")} error={form.errors.notes}>
      <textarea className="textarea textarea-bordered w-full" rows={3} name="notes" value={form.values.notes} onChange={(e) => form.set("notes", e.target.value)} maxLength={2000} />
    </Field>
  );
}
