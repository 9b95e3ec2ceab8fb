import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { CorrectResultSchema, MatchUpdateSchema } from "~/forms/match.schema";
import { formatDateTime } from "~/lib/format";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import type { AdminMatch } from "./types";
import { useFailureToast } from "./use-failure-toast";

const NO_SCORES = { home: "", away: "", homePens: "", awayPens: "" };
const num = (v: string) => (v.trim() === "" ? undefined : Number(v));
const text = (v: number | null | undefined) => (v == null ? "" : String(v));

/**
 * Complete Match (spec §2/§4): two scores; saving is disabled until both are entered. A level
 * knockout match also asks for the penalty shoot-out that decides it.
 * With `correcting`, the same form corrects a completed match: it starts from the stored score, needs a
 * reason, and shows the match's result history (the audit trail the server keeps).
 */
export function CompleteMatchDialog({ match, home, away, onClose, correcting = false }: {
  match: AdminMatch | null; home: string; away: string; onClose: () => void; correcting?: boolean;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const [scores, setScores] = useState(NO_SCORES);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shownFor, setShownFor] = useState<string | null>(null);
  const update = trpc.matches.update.useMutation();
  const utils = trpc.useUtils();

  // A correction starts from the stored result (set while rendering, once per opened match).
  if (match && shownFor !== match.id) {
    setShownFor(match.id);
    if (correcting) {
      setScores({ home: text(match.homeScore), away: text(match.awayScore), homePens: text(match.homePenalties), awayPens: text(match.awayPenalties) });
    }
  }

  const shootout = !!match && match.round !== "group" && scores.home.trim() !== "" && scores.home === scores.away;
  const ready = scores.home.trim() !== "" && scores.away.trim() !== "" && (!shootout || (scores.homePens.trim() !== "" && scores.awayPens.trim() !== ""));

  function close() {
    setScores(NO_SCORES);
    setReason("");
    setErrors({});
    setShownFor(null);
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!match) return;
    const values = {
      matchId: match.id, homeScore: num(scores.home), awayScore: num(scores.away), status: "completed",
      ...(shootout ? { homePenalties: num(scores.homePens), awayPenalties: num(scores.awayPens) } : {}),
    };
    const result = correcting ? validateForm(CorrectResultSchema, { ...values, reason }, t) : validateForm(MatchUpdateSchema, values, t);
    if (result.errors) return setErrors(result.errors);
    try {
      await update.mutateAsync(result.data);
      toast({ title: t("admin.matches.updated"), variant: "success" });
      revalidator.revalidate();
      await Promise.all([utils.matches.resultChanges.invalidate({ matchId: match.id }), utils.admin.matches.invalidate()]);
      close();
    } catch (error) {
      setErrors(failed("admin.matches.updateFailed", error));
    }
  }

  const scoreInput = (key: keyof typeof NO_SCORES, name: string) => (
    <input
      className="input input-bordered w-full" type="number" min={0} max={99} inputMode="numeric" name={name}
      value={scores[key]} onChange={(e) => setScores((s) => ({ ...s, [key]: e.target.value }))}
    />
  );

  return (
    <Dialog
      open={!!match} onClose={close} wide={correcting}
      title={t(correcting ? "admin.matches.correctTitle" : "admin.matches.completeTitle")}
      description={t(correcting ? "admin.matches.correctText" : "admin.matches.completeText", { home, away })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="complete-match-form">
        <div className="grid grid-cols-2 gap-4">
          <Field label={t("admin.matches.score", { team: home })} error={errors.homeScore} required>{scoreInput("home", "homeScore")}</Field>
          <Field label={t("admin.matches.score", { team: away })} error={errors.awayScore} required>{scoreInput("away", "awayScore")}</Field>
        </div>
        {shootout ? (
          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="mb-2 text-sm font-medium">{t("admin.matches.shootout")}</legend>
            <Field label={t("admin.matches.penalties", { team: home })} error={errors.homePenalties} required>{scoreInput("homePens", "homePenalties")}</Field>
            <Field label={t("admin.matches.penalties", { team: away })} error={errors.awayPenalties} required>{scoreInput("awayPens", "awayPenalties")}</Field>
          </fieldset>
        ) : null}
        {errors.homePenalties && !shootout ? <p className="text-sm text-error" role="alert">{errors.homePenalties}</p> : null}
        {correcting ? (
          <Field label={t("admin.matches.reason")} error={errors.reason} required>
            <textarea className="textarea textarea-bordered w-full" name="reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={!ready || update.isPending} data-testid="complete-match-submit">
            {update.isPending ? t("admin.matches.saving") : t(correcting ? "admin.matches.saveCorrection" : "admin.matches.complete")}
          </button>
        </div>
      </form>
      {correcting && match ? <ResultHistory matchId={match.id} /> : null}
    </Dialog>
  );
}

/** The audit trail of one match's result and timeline, newest first. */
export function ResultHistory({ matchId }: { matchId: string }) {
  const { t, i18n } = useTranslation();
  const history = trpc.matches.resultChanges.useQuery({ matchId });
  const score = (status: string, home: number | null, away: number | null, homePens: number | null, awayPens: number | null) => {
    const goals = home == null || away == null ? t("admin.matches.resultNone") : `${home}–${away}${homePens != null && awayPens != null ? ` (${homePens}–${awayPens})` : ""}`;
    return `${t(`admin.matchStatus.${status}`, { defaultValue: status })}, ${goals}`;
  };
  return (
    <section aria-labelledby={`history-${matchId}`} className="mt-6 border-t border-base-300 pt-4" data-testid="result-history">
      <h3 id={`history-${matchId}`} className="font-semibold">{t("admin.matches.history")}</h3>
      {history.isPending ? (
        <p className="text-sm" role="status">{t("common.loading")}</p>
      ) : !history.data?.length ? (
        <p className="text-sm text-base-content/80">{t("admin.matches.historyEmpty")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {history.data.map((c) => (
            <li key={c.id} className="rounded-box bg-base-200 p-3 text-sm" data-testid="result-change">
              <p className="font-medium">
                {t("admin.matches.historyEntry", {
                  from: score(c.fromStatus, c.fromHomeScore, c.fromAwayScore, c.fromHomePenalties, c.fromAwayPenalties),
                  to: score(c.toStatus, c.toHomeScore, c.toAwayScore, c.toHomePenalties, c.toAwayPenalties),
                })}
              </p>
              {c.action !== "result" && c.event ? (
                <p data-testid="result-change-event">
                  {t(`admin.matches.historyEvent.${c.action}`, {
                    kind: t(`matchCentre.kinds.${c.event.kind}`),
                    minute: c.event.minuteLabel ?? t("matchCentre.shootout"),
                  })}
                </p>
              ) : null}
              <p className="break-words">{c.reason ?? <span className="text-base-content/80">{t("admin.matches.noReason")}</span>}</p>
              <p className="break-all text-xs text-base-content/80">{t("admin.matches.historyBy", { when: formatDateTime(i18n.language, c.createdAt), who: c.changedBy })}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
