import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { ReviewSchema } from "~/forms/review.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import type { RegistrationItem } from "./types";
import { useFailureToast } from "./use-failure-toast";

export type ReviewRequest = { registration: RegistrationItem; decision: "approved" | "rejected" };

/** Approve or reject a registration with an optional note; the applicant is mailed either way. */
export function ReviewDialog({ request, onClose }: { request: ReviewRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const review = trpc.admin.reviewRegistration.useMutation();

  function close() {
    setNotes("");
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!request) return;
    const { registration, decision } = request;
    const result = validateForm(ReviewSchema, { kind: registration.kind, id: registration.id, status: decision, notes: notes.trim() || undefined }, t);
    if (result.errors) return setErrors(result.errors);
    try {
      await review.mutateAsync(result.data);
      toast({ title: t(`admin.review.done.${decision}`), description: t("admin.review.mailed"), variant: "success" });
      revalidator.revalidate();
      close();
    } catch (error) {
      setErrors(failed("admin.review.failed", error));
    }
  }

  const approve = request?.decision === "approved";
  const name = request ? `${request.registration.firstName} ${request.registration.lastName}`.trim() || request.registration.email : "";
  return (
    <Dialog
      open={!!request}
      onClose={close}
      title={t(approve ? "admin.review.approveTitle" : "admin.review.rejectTitle")}
      description={request ? t("admin.review.text", { name, kind: t(`admin.kinds.${request.registration.kind}`) }) : undefined}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="review-form">
        {request?.registration.detail ? <p className="text-sm"><span className="font-medium">{t("admin.registrations.appliedFor")}</span> {request.registration.detail}</p> : null}
        <Field label={t("admin.review.notes")} hint={t("admin.review.notesHint")} error={errors.notes}>
          <textarea className="textarea textarea-bordered w-full" rows={3} name="notes" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <button type="submit" className={`btn ${approve ? "btn-success" : "btn-error"}`} disabled={review.isPending} data-testid="review-submit">
            {review.isPending ? t("admin.review.saving") : t(approve ? "admin.review.approve" : "admin.review.reject")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
