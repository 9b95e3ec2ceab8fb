import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, ClipboardList } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { ConsoleAction } from "~/components/admin/console/console-action";
import { LineupDialog } from "~/components/admin/console/lineup-dialog";
import { useTRPC } from "~/lib/trpc";

type UpcomingMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  matchDate: Date | string;
  /** When this team's line-up was last sent; null while it has none. */
  lineupSentAt?: Date | string | null;
};

/**
 * A captain's line-ups: their team's matches not yet kicked off, each with "Submit line-up", or, once
 * sent, when it was and "Change line-up" (the console's line-up dialog, posted to /my-matches; the gate
 * closes at kick-off).
 */
export function LineupsCard({
  teamId,
  teamName,
  matches,
  opponentName,
}: {
  teamId: string;
  teamName: string;
  matches: UpcomingMatch[];
  opponentName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });
  const sentTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/New_York",
  });
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="team-lineups" data-testid="team-lineups">
      <div className="card-body gap-3">
        <h2 id="team-lineups" className="card-title">
          {t("teams.lineups.title")}
        </h2>
        <p className="text-sm">{t("teams.lineups.text")}</p>
        {matches.length ? (
          <ul className="space-y-2">
            {matches.map((m) => {
              const opponent = opponentName(m.homeTeamId === teamId ? m.awayTeamId : m.homeTeamId);
              return (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="lineup-match">
                  <span className="space-y-1">
                    <span className="block">
                      {t("teams.lineups.match", { opponent, when: when.format(new Date(m.matchDate)) })}
                    </span>
                    {m.lineupSentAt ? (
                      <span className="badge badge-success h-auto gap-1 py-1 text-start" data-testid="lineup-sent">
                        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                        {t("teams.lineups.sent", { time: sentTime.format(new Date(m.lineupSentAt)) })}
                      </span>
                    ) : null}
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm min-h-11"
                    onClick={() => setOpen(m.id)}
                    aria-label={t(m.lineupSentAt ? "teams.lineups.changeFor" : "teams.lineups.submitFor", { opponent })}
                    data-testid="submit-lineup"
                  >
                    <ClipboardList aria-hidden="true" className="size-4" />{" "}
                    {t(m.lineupSentAt ? "teams.lineups.change" : "teams.lineups.submit")}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-base-content/80">{t("teams.lineups.none")}</p>
        )}
      </div>
      <ConsoleAction.Provider value="/my-matches">
        {open ? (
          <StoredLineup key={open} matchId={open} teamId={teamId} teamName={teamName} onClose={() => setOpen(null)} />
        ) : null}
      </ConsoleAction.Provider>
    </section>
  );
}

/** The dialog opens on the line-up already stored for the match, if any. */
function StoredLineup({
  matchId,
  teamId,
  teamName,
  onClose,
}: {
  matchId: string;
  teamId: string;
  teamName: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const detail = useQuery(trpc.matches.detail.queryOptions({ matchId }));
  if (detail.isPending) return <p role="status">{t("common.loading")}</p>;
  const lineups = detail.data?.lineups;
  const lineup = detail.data?.match.homeTeamId === teamId ? lineups?.home : lineups?.away;
  return <LineupDialog open matchId={matchId} teamId={teamId} teamName={teamName} lineup={lineup ?? null} onClose={onClose} />;
}
