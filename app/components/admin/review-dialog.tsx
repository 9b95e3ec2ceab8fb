import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { ReviewSchema } from "~/forms/review.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { answerLabel, answerText } from "~/lib/registration-answers";
import { trpc } from "~/lib/trpc";
import { StatusBadge } from "./status-badge";
import type { RegistrationItem } from "./types";
import { useFailureToast } from "./use-failure-toast";

type Decision = "approved" | "rejected";
/** `decision` null opens the application to read, offering whichever decisions its status allows. */
export type ReviewRequest = { registration: RegistrationItem; decision: Decision | null };

export const applicantName = (r: { firstName: string; lastName: string; email: string }) => `${r.firstName} ${r.lastName}`.trim() || r.email;

/** The whole application (every answer, with the form's labels), then approve or reject with an optional note. */
export function ReviewDialog({ request, onClose }: { request: ReviewRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const review = trpc.admin.reviewRegistration.useMutation();

  function close() {
    setNotes("");
    setErrors({});
    onClose();
  }

  async function decide(decision: Decision) {
    if (!request) return;
    const { registration } = request;
    const result = validateForm(ReviewSchema, { kind: registration.kind, id: registration.id, status: decision, notes: notes.trim() || undefined }, t);
    if (result.errors) return setErrors(result.errors);
    try {
      await review.mutateAsync(result.data);
      toast({ title: t(`admin.review.done.${decision}`), description: t("admin.review.mailed"), variant: "success" });
      await Promise.all([utils.admin.registrations.invalidate(), utils.admin.registration.invalidate()]);
      revalidator.revalidate();
      close();
    } catch (error) {
      setErrors(failed("admin.review.failed", error));
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = (submitter?.value ?? request?.decision) as Decision | undefined;
    if (decision) void decide(decision);
  }

  const r = request?.registration;
  const decisions: Decision[] = !r ? [] : request.decision ? [request.decision] : (["approved", "rejected"] as const).filter((d) => d !== r.status);
  const title = !request ? "" : request.decision === "approved" ? t("admin.review.approveTitle") : request.decision === "rejected" ? t("admin.review.rejectTitle") : t("admin.answers.title");
  return (
    <Dialog
      open={!!request}
      onClose={close}
      wide
      title={title}
      description={r ? t("admin.review.text", { name: applicantName(r), kind: t(`admin.kinds.${r.kind}`) }) : undefined}
    >
      {r ? <Application kind={r.kind} id={r.id} status={r.status} /> : null}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" data-testid="review-form">
        <Field label={t("admin.review.notes")} hint={t("admin.review.notesHint")} error={errors.notes}>
          <textarea className="textarea textarea-bordered w-full" rows={3} name="notes" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          {decisions.map((d) => (
            <button
              key={d} type="submit" name="decision" value={d} disabled={review.isPending}
              className={`btn ${d === "approved" ? "btn-success" : "btn-error"}`}
              data-testid={request?.decision ? "review-submit" : `review-${d}`}
            >
              {review.isPending ? t("admin.review.saving") : t(d === "approved" ? "admin.review.approve" : "admin.review.reject")}
            </button>
          ))}
        </div>
      </form>
    </Dialog>
  );
}

/** Every answer of one application, labelled as on the registration form. */
function Application({ kind, id, status }: { kind: RegistrationItem["kind"]; id: string; status: string }) {
  const { t, i18n } = useTranslation();
  const detail = trpc.admin.registration.useQuery({ kind, id });
  const tr = (key: string) => t(key);
  if (detail.isLoading) return <p role="status">{t("admin.answers.loading")}</p>;
  if (!detail.data) return <p role="alert" className="text-error">{t("admin.answers.failed")}</p>;
  return (
    <section aria-label={t("admin.answers.title")} className="space-y-2" data-testid="application">
      <p className="flex items-center gap-2 text-sm">{t("admin.table.status")}: <StatusBadge status={status} kind="registration" /></p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-box bg-base-200 p-4 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {detail.data.answers.map((a) => {
          const value = answerText(a, tr, i18n.language);
          return (
            <div key={a.field} className="contents" data-testid="answer" data-field={a.field}>
              <dt className="font-medium">{answerLabel(a.field, tr)}</dt>
              <dd className={`min-w-0 whitespace-pre-line break-words ${value === null ? "text-base-content/80 italic" : ""}`}>{value ?? t("admin.answers.empty")}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
