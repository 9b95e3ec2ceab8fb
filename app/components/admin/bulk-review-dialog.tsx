import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { BulkReviewSchema } from "~/forms/registration-table.schema";
import type { RegistrationPath } from "~/forms/review.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { applicantName } from "./review-dialog";
import type { RegistrationItem } from "./types";
import { useFailureToast } from "./use-failure-toast";

/** The one confirmation of a bulk decision: who is concerned, an optional note to all, then all or nothing. */
export function BulkReviewDialog({ kind, decision, registrations, onClose, onDone }: {
  kind: RegistrationPath; decision: "approved" | "rejected" | null; registrations: RegistrationItem[]; onClose: () => void; onDone: () => void;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const bulk = trpc.admin.reviewRegistrations.useMutation();
  const count = registrations.length;

  function close() {
    setNotes("");
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!decision) return;
    const result = validateForm(BulkReviewSchema, { kind, ids: registrations.map((r) => r.id), status: decision, notes: notes.trim() || undefined }, t);
    if (result.errors) return setErrors(result.errors);
    try {
      const { changed, unchanged } = await bulk.mutateAsync(result.data);
      const description = [unchanged ? t("admin.bulk.unchanged", { count: unchanged }) : "", changed ? t("admin.review.mailed") : ""].filter(Boolean).join(" ");
      toast({ title: t("admin.bulk.done", { count: changed }), description: description || undefined, variant: "success" });
      await Promise.all([utils.admin.registrations.invalidate(), utils.admin.registration.invalidate()]);
      revalidator.revalidate();
      onDone();
      close();
    } catch (error) {
      setErrors(failed("admin.bulk.failed", error));
    }
  }

  const approve = decision === "approved";
  return (
    <Dialog open={!!decision} onClose={close} title={t(approve ? "admin.bulk.approveTitle" : "admin.bulk.rejectTitle", { count })} description={t("admin.bulk.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="bulk-form">
        {/* Scrolls when long: focusable, so the list can be read and scrolled from the keyboard. */}
        <ul className="max-h-48 list-disc space-y-1 overflow-y-auto rounded-box pl-5 text-sm focus-visible:outline-2 focus-visible:outline-primary" tabIndex={0} aria-label={t("fields.ids")} data-testid="bulk-list">
          {registrations.map((r) => <li key={r.id}>{applicantName(r)} <span className="text-base-content/80">({r.email})</span></li>)}
        </ul>
        {errors.ids ? <p className="text-sm text-error" role="alert">{errors.ids}</p> : null}
        <Field label={t("admin.review.notes")} hint={t("admin.review.notesHint")} error={errors.notes}>
          <textarea className="textarea textarea-bordered w-full" rows={3} name="notes" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <button type="submit" className={`btn ${approve ? "btn-success" : "btn-error"}`} disabled={bulk.isPending} data-testid="bulk-confirm">
            {bulk.isPending ? t("admin.review.saving") : t(approve ? "admin.bulk.confirmApprove" : "admin.bulk.confirmReject")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
