import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { BulkReviewSchema } from "@shared/forms/registration-table.schema";
import type { RegistrationPath } from "@shared/forms/review.schema";
import { ConformForm } from "~/components/forms/conform";
import { applicantName } from "./review-dialog";
import type { RegistrationItem } from "./types";
import { ReviewNotes, useReview } from "./use-review";

/** The one confirmation of a bulk decision: who is concerned, an optional note to all, then all or nothing. */
export function BulkReviewDialog({
  kind,
  decision,
  registrations,
  onClose,
  onDone,
}: {
  kind: RegistrationPath;
  decision: "approved" | "rejected" | null;
  registrations: RegistrationItem[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const review = useReview<{ changed: number; unchanged: number }>({
    id: `bulk-${decision ?? "none"}-${registrations.map((r) => r.id).join(".")}`,
    intent: "bulkReview",
    schema: BulkReviewSchema,
    failedKey: "admin.bulk.failed",
    onClose,
    onSuccess: ({ changed, unchanged }) => {
      const description = [
        unchanged ? t("admin.bulk.unchanged", { count: unchanged }) : "",
        changed ? t("admin.review.mailed") : "",
      ]
        .filter(Boolean)
        .join(" ");
      toast({ title: t("admin.bulk.done", { count: changed }), description: description || undefined, variant: "success" });
      onDone();
    },
  });
  const count = registrations.length;

  const approve = decision === "approved";
  return (
    <Dialog
      open={!!decision}
      onClose={review.close}
      title={t(approve ? "admin.bulk.approveTitle" : "admin.bulk.rejectTitle", { count })}
      description={t("admin.bulk.text")}
    >
      <ConformForm conform={review.mutation} className="space-y-4" testId="bulk-form">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="status" value={decision ?? ""} />
        {registrations.map((r) => (
          <input key={r.id} type="hidden" name="ids" value={r.id} />
        ))}
        {/* Scrolls when long: focusable, so the list can be read and scrolled from the keyboard. */}
        <ul
          className="max-h-48 list-disc space-y-1 overflow-y-auto rounded-box pl-5 text-sm focus-visible:outline-2 focus-visible:outline-primary"
          tabIndex={0}
          aria-label={t("fields.ids")}
          data-testid="bulk-list"
        >
          {registrations.map((r) => (
            <li key={r.id}>
              {applicantName(r)} <span className="text-base-content/80">({r.email})</span>
            </li>
          ))}
        </ul>
        {review.fields.ids.errors ? (
          <p className="text-sm text-error" role="alert">
            {review.fields.ids.errors[0]}
          </p>
        ) : null}
        <ReviewNotes field={review.fields.notes} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={review.close}>
            {t("common.cancel")}
          </button>
          <button
            type="submit"
            className={`btn ${approve ? "btn-success" : "btn-error"}`}
            disabled={review.busy}
            data-testid="bulk-confirm"
          >
            {review.busy ? t("admin.review.saving") : t(approve ? "admin.bulk.confirmApprove" : "admin.bulk.confirmReject")}
          </button>
        </div>
      </ConformForm>
    </Dialog>
  );
}
