import { useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ReviewSchema } from "@shared/forms/review.schema";
import { answerLabel, answerText } from "@shared/registration-answers";
import { useTRPC } from "~/lib/trpc";
import { StatusBadge } from "./status-badge";
import type { RegistrationItem } from "./types";
import { ConformForm } from "~/components/forms/conform";
import { ReviewNotes, useReview } from "./use-review";

type Decision = "approved" | "rejected";
/** `decision` null opens the application to read, offering whichever decisions its status allows. */
export type ReviewRequest = { registration: RegistrationItem; decision: Decision | null };

export const applicantName = (r: { firstName: string; lastName: string; email: string }) =>
  `${r.firstName} ${r.lastName}`.trim() || r.email;

/** The whole application (every answer, with the form's labels), then approve or reject with an optional note. */
export function ReviewDialog({ request, onClose }: { request: ReviewRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  // The decision is the submit button pressed (its value posts with the form); the ref names it in the toast.
  const decision = useRef<Decision | null>(null);
  const review = useReview({
    id: `review-${request?.registration.id ?? "none"}-${request?.decision ?? "read"}`,
    intent: "review",
    schema: ReviewSchema,
    failedKey: "admin.review.failed",
    onClose,
    onSuccess: () => {
      const done = decision.current ?? request?.decision;
      toast({ title: t(`admin.review.done.${done}`), description: t("admin.review.mailed"), variant: "success" });
    },
  });

  const r = request?.registration;
  const decisions: Decision[] = !r
    ? []
    : request.decision
      ? [request.decision]
      : (["approved", "rejected"] as const).filter((d) => d !== r.status);
  const title = !request
    ? ""
    : request.decision === "approved"
      ? t("admin.review.approveTitle")
      : request.decision === "rejected"
        ? t("admin.review.rejectTitle")
        : t("admin.answers.title");
  return (
    <Dialog
      open={!!request}
      onClose={review.close}
      wide
      title={title}
      description={r ? t("admin.review.text", { name: applicantName(r), kind: t(`admin.kinds.${r.kind}`) }) : undefined}
    >
      {r ? <Application kind={r.kind} id={r.id} status={r.status} /> : null}
      <ConformForm conform={review.mutation} className="mt-4 space-y-4" testId="review-form">
        {r ? (
          <>
            <input type="hidden" name="kind" value={r.kind} />
            <input type="hidden" name="id" value={r.id} />
          </>
        ) : null}
        <ReviewNotes field={review.fields.notes} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={review.close}>
            {t("common.cancel")}
          </button>
          {decisions.map((d) => (
            <button
              key={d}
              type="submit"
              name="status"
              value={d}
              disabled={review.busy}
              onClick={() => {
                decision.current = d;
              }}
              className={`btn ${d === "approved" ? "btn-success" : "btn-error"}`}
              data-testid={request?.decision ? "review-submit" : `review-${d}`}
            >
              {review.busy ? t("admin.review.saving") : t(d === "approved" ? "admin.review.approve" : "admin.review.reject")}
            </button>
          ))}
        </div>
      </ConformForm>
    </Dialog>
  );
}

/** Every answer of one application, labelled as on the registration form. */
function Application({ kind, id, status }: { kind: RegistrationItem["kind"]; id: string; status: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const detail = useQuery(trpc.admin.registration.queryOptions({ kind, id }));
  const tr = (key: string) => t(key);
  if (detail.isLoading) return <p role="status">{t("admin.answers.loading")}</p>;
  if (!detail.data)
    return (
      <p role="alert" className="text-error">
        {t("admin.answers.failed")}
      </p>
    );
  return (
    <section aria-label={t("admin.answers.title")} className="space-y-2" data-testid="application">
      <p className="flex items-center gap-2 text-sm">
        {t("admin.table.status")}: <StatusBadge status={status} kind="registration" />
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-box bg-base-200 p-4 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {detail.data.answers.map((a) => {
          const value = answerText(a, tr, i18n.language);
          return (
            <div key={a.field} className="contents" data-testid="answer" data-field={a.field}>
              <dt className="font-medium">{answerLabel(a.field, tr)}</dt>
              <dd className={`min-w-0 whitespace-pre-line break-words ${value === null ? "text-base-content/80 italic" : ""}`}>
                {value ?? t("admin.answers.empty")}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
