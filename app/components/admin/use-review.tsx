import { useQueryClient } from "@tanstack/react-query";
import type { ZodObject } from "zod";
import { useTranslation } from "~/lib/translations";
import { TextAreaField, useConformForm, type ConformField } from "~/components/forms/conform";
import { useTRPC } from "~/lib/trpc";

/**
 * What a review decision (one application, or a selection) goes through: the optional note and the
 * decision's hidden fields, posted to /admin's action, checked first with the server's schema; on
 * success the registration tables and the open application refresh (the page's counts reload with
 * its loader) and the dialog closes; a refusal is the destructive toast titled `failedKey`, its field
 * errors beside the fields.
 */
export function useReview<O>({
  id,
  intent,
  schema,
  failedKey,
  onSuccess,
  onClose,
}: {
  /** What is decided (a new one starts a clean note). */
  id: string;
  intent: "review" | "bulkReview";
  schema: ZodObject;
  failedKey: string;
  onSuccess: (data: O) => void;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useConformForm<ZodObject, O>({
    id,
    action: "/admin",
    intent,
    schema,
    invalidate: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.admin.registrations.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.registration.pathFilter()),
      ]),
    onSuccess: (data) => {
      onSuccess(data);
      onClose();
    },
    failureToast: t(failedKey),
  });
  return { mutation, close: onClose, busy: mutation.busy, fields: mutation.fields as Record<string, ConformField> };
}

/** The note sent with a decision (to the applicant's mail and the audit trail). */
export function ReviewNotes({ field }: { field: ConformField }) {
  const { t } = useTranslation();
  return (
    <TextAreaField field={field} label={t("admin.review.notes")} hint={t("admin.review.notesHint")} rows={3} maxLength={2000} />
  );
}
