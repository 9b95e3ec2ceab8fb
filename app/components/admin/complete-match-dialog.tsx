import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { CorrectResultSchema, MatchUpdateSchema } from "@shared/forms/match.schema";
import { formatDateTime } from "@shared/format";
import { ConformForm, TextAreaField, TextField, useConformForm, type ConformField } from "~/components/forms/conform";
import { useTRPC } from "~/lib/trpc";
import type { AdminMatch } from "./types";

const text = (v: number | null | undefined) => (v == null ? "" : String(v));
const filled = (v: string | undefined) => (v ?? "").trim() !== "";

type Props = { match: AdminMatch | null; home: string; away: string; onClose: () => void; correcting?: boolean };

/**
 * Complete Match (spec §2/§4): two scores; saving is disabled until both are entered. A level
 * knockout match also asks for the penalty shoot-out that decides it.
 * With `correcting`, the same form corrects a completed match: it starts from the stored score, needs a
 * reason, and shows the match's result history (the audit trail the server keeps).
 */
export function CompleteMatchDialog({ match, home, away, onClose, correcting = false }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={!!match}
      onClose={onClose}
      wide={correcting}
      title={t(correcting ? "admin.matches.correctTitle" : "admin.matches.completeTitle")}
      description={t(correcting ? "admin.matches.correctText" : "admin.matches.completeText", { home, away })}
    >
      {/* Mounted for each opened match: a correction starts from its stored result. */}
      {match ? <CompleteMatchForm match={match} home={home} away={away} onClose={onClose} correcting={correcting} /> : null}
      {correcting && match ? <ResultHistory matchId={match.id} /> : null}
    </Dialog>
  );
}

function CompleteMatchForm({ match, home, away, onClose, correcting }: Omit<Props, "match"> & { match: AdminMatch }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useConformForm({
    action: "/admin",
    intent: correcting ? "correctMatch" : "completeMatch",
    schema: correcting ? CorrectResultSchema : MatchUpdateSchema,
    defaultValue: correcting
      ? {
          homeScore: text(match.homeScore),
          awayScore: text(match.awayScore),
          homePenalties: text(match.homePenalties),
          awayPenalties: text(match.awayPenalties),
        }
      : undefined,
    invalidate: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.matches.resultChanges.queryFilter({ matchId: match.id })),
        queryClient.invalidateQueries(trpc.admin.matches.pathFilter()),
      ]),
    onSuccess: () => {
      toast({ title: t("admin.matches.updated"), variant: "success" });
      onClose();
    },
    failureToast: t("admin.matches.updateFailed"),
  });
  const { busy } = mutation;
  const fields = mutation.fields as Record<
    "homeScore" | "awayScore" | "homePenalties" | "awayPenalties" | "reason",
    ConformField
  >;
  const value = (name: keyof typeof fields) => fields[name].value as string | undefined;
  // A level knockout match is decided on penalties: only then are they asked for (and sent).
  const shootout = match.round !== "group" && filled(value("homeScore")) && value("homeScore") === value("awayScore");
  const ready =
    filled(value("homeScore")) &&
    filled(value("awayScore")) &&
    (!shootout || (filled(value("homePenalties")) && filled(value("awayPenalties"))));
  const score = (name: keyof typeof fields, label: string) => (
    <TextField field={fields[name]} label={label} required type="number" min={0} max={99} inputMode="numeric" />
  );

  return (
    <ConformForm conform={mutation} className="space-y-4" testId="complete-match-form">
      <input type="hidden" name="matchId" value={match.id} />
      <input type="hidden" name="status" value="completed" />
      <div className="grid grid-cols-2 gap-4">
        {score("homeScore", t("admin.matches.score", { team: home }))}
        {score("awayScore", t("admin.matches.score", { team: away }))}
      </div>
      {shootout ? (
        <fieldset className="grid grid-cols-2 gap-4">
          <legend className="mb-2 text-sm font-medium">{t("admin.matches.shootout")}</legend>
          {score("homePenalties", t("admin.matches.penalties", { team: home }))}
          {score("awayPenalties", t("admin.matches.penalties", { team: away }))}
        </fieldset>
      ) : null}
      {fields.homePenalties.errors && !shootout ? (
        <p className="text-sm text-error" role="alert">
          {fields.homePenalties.errors[0]}
        </p>
      ) : null}
      {correcting ? (
        <TextAreaField field={fields.reason} label={t("admin.matches.reason")} required rows={2} maxLength={500} />
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready || busy} data-testid="complete-match-submit">
          {busy ? t("admin.matches.saving") : t(correcting ? "admin.matches.saveCorrection" : "admin.matches.complete")}
        </button>
      </div>
    </ConformForm>
  );
}

/** The audit trail of one match's result and timeline, newest first. */
export function ResultHistory({ matchId }: { matchId: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const history = useQuery(trpc.matches.resultChanges.queryOptions({ matchId }));
  const score = (status: string, home: number | null, away: number | null, homePens: number | null, awayPens: number | null) => {
    const goals =
      home == null || away == null
        ? t("admin.matches.resultNone")
        : `${home}–${away}${homePens != null && awayPens != null ? ` (${homePens}–${awayPens})` : ""}`;
    return `${t(`admin.matchStatus.${status}`, { defaultValue: status })}, ${goals}`;
  };
  return (
    <section aria-labelledby={`history-${matchId}`} className="mt-6 border-t border-base-300 pt-4" data-testid="result-history">
      <h3 id={`history-${matchId}`} className="font-semibold">
        {t("admin.matches.history")}
      </h3>
      {history.isPending ? (
        <p className="text-sm" role="status">
          {t("common.loading")}
        </p>
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
              <p className="break-words">
                {c.reason ?? <span className="text-base-content/80">{t("admin.matches.noReason")}</span>}
              </p>
              <p className="break-all text-xs text-base-content/80">
                {t("admin.matches.historyBy", { when: formatDateTime(i18n.language, c.createdAt), who: c.changedBy })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
