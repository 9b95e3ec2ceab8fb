import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { CorrectResultSchema, MatchUpdateSchema } from "@shared/forms/match.schema";
import { formatDateTime } from "@shared/format";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { useTRPC } from "~/lib/trpc";
import type { AdminMatch } from "./types";
import { failureToast } from "./failure-toast";

const NO_SCORES = { homeScore: "", awayScore: "", homePenalties: "", awayPenalties: "", reason: "" };
type Scores = typeof NO_SCORES;
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
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [shownFor, setShownFor] = useState<string | null>(null);
  const shootoutFor = (v: Scores) => !!match && match.round !== "group" && v.homeScore.trim() !== "" && v.homeScore === v.awayScore;
  const mutation = useMutationForm({
    action: "/admin",
    intent: correcting ? "correctMatch" : "completeMatch",
    initial: NO_SCORES,
    schema: correcting ? CorrectResultSchema : MatchUpdateSchema,
    toInput: (v) => ({
      matchId: match?.id, homeScore: num(v.homeScore), awayScore: num(v.awayScore), status: "completed",
      ...(shootoutFor(v) ? { homePenalties: num(v.homePenalties), awayPenalties: num(v.awayPenalties) } : {}),
      ...(correcting ? { reason: v.reason } : {}),
    }),
    invalidate: () => Promise.all([match ? queryClient.invalidateQueries(trpc.matches.resultChanges.queryFilter({ matchId: match.id })) : null, queryClient.invalidateQueries(trpc.admin.matches.pathFilter())]),
    onSuccess: () => {
      toast({ title: t("admin.matches.updated"), variant: "success" });
      close();
    },
    failureToast: failureToast(t("admin.matches.updateFailed")),
  });
  const { form, busy } = mutation;
  const scores = form.values;

  // A correction starts from the stored result (set while rendering, once per opened match).
  if (match && shownFor !== match.id) {
    setShownFor(match.id);
    if (correcting) {
      form.setValues({ ...NO_SCORES, homeScore: text(match.homeScore), awayScore: text(match.awayScore), homePenalties: text(match.homePenalties), awayPenalties: text(match.awayPenalties) });
    }
  }

  const shootout = shootoutFor(scores);
  const ready = scores.homeScore.trim() !== "" && scores.awayScore.trim() !== "" && (!shootout || (scores.homePenalties.trim() !== "" && scores.awayPenalties.trim() !== ""));
  const errors = form.errors;

  function close() {
    form.reset();
    setShownFor(null);
    onClose();
  }

  const scoreInput = (name: keyof Scores) => (
    <input
      className="input input-bordered w-full" type="number" min={0} max={99} inputMode="numeric" name={name}
      value={scores[name]} onChange={(e) => form.set(name, e.target.value)}
    />
  );

  return (
    <Dialog
      open={!!match} onClose={close} wide={correcting}
      title={t(correcting ? "admin.matches.correctTitle" : "admin.matches.completeTitle")}
      description={t(correcting ? "admin.matches.correctText" : "admin.matches.completeText", { home, away })}
    >
      <MutationForm mutation={mutation} className="space-y-4" testId="complete-match-form">
        <input type="hidden" name="matchId" value={match?.id ?? ""} />
        <input type="hidden" name="status" value="completed" />
        <div className="grid grid-cols-2 gap-4">
          <Field label={t("admin.matches.score", { team: home })} error={errors.homeScore} required>{scoreInput("homeScore")}</Field>
          <Field label={t("admin.matches.score", { team: away })} error={errors.awayScore} required>{scoreInput("awayScore")}</Field>
        </div>
        {shootout ? (
          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="mb-2 text-sm font-medium">{t("admin.matches.shootout")}</legend>
            <Field label={t("admin.matches.penalties", { team: home })} error={errors.homePenalties} required>{scoreInput("homePenalties")}</Field>
            <Field label={t("admin.matches.penalties", { team: away })} error={errors.awayPenalties} required>{scoreInput("awayPenalties")}</Field>
          </fieldset>
        ) : null}
        {errors.homePenalties && !shootout ? <p className="text-sm text-error" role="alert">{errors.homePenalties}</p> : null}
        {correcting ? (
          <Field label={t("admin.matches.reason")} error={errors.reason} required>
            <textarea className="textarea textarea-bordered w-full" name="reason" rows={2} maxLength={500} value={scores.reason} onChange={(e) => form.set("reason", e.target.value)} />
          </Field>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={!ready || busy} data-testid="complete-match-submit">
            {busy ? t("admin.matches.saving") : t(correcting ? "admin.matches.saveCorrection" : "admin.matches.complete")}
          </button>
        </div>
      </MutationForm>
      {correcting && match ? <ResultHistory matchId={match.id} /> : null}
    </Dialog>
  );
}

/** The audit trail of one match's result and timeline, newest first. */
export function ResultHistory({ matchId }: { matchId: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const history = useQuery(trpc.matches.resultChanges.queryOptions({ matchId }));
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
