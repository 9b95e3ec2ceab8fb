import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CalendarPlus } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDateTime } from "~/lib/format";
import { CompleteMatchDialog } from "./complete-match-dialog";
import { CreateMatchDialog } from "./create-match-dialog";
import { StatusBadge } from "./status-badge";
import type { AdminMatch, AdminTeam } from "./types";

/** Spec §2: every match with its teams, status and date; open ones can be completed, completed ones show the score. */
export function MatchesTab({ matches, teams }: { matches: AdminMatch[]; teams: AdminTeam[] }) {
  const { t, i18n } = useTranslation();
  const [completing, setCompleting] = useState<AdminMatch | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const name = (id: string) => names.get(id) ?? t("admin.matches.unknownTeam");

  return (
    <section aria-labelledby="admin-matches" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-matches" className="text-xl font-bold">{t("admin.matches.title")}</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreateOpen(true)}>
          <CalendarPlus aria-hidden="true" className="size-4" /> {t("admin.overview.createMatch")}
        </button>
      </div>
      {matches.length === 0 ? (
        <EmptyState title={t("admin.matches.empty")} />
      ) : (
        <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm">
          <table className="table">
            <caption className="sr-only">{t("admin.matches.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.matches.date")}</th>
                <th scope="col">{t("admin.matches.round")}</th>
                <th scope="col">{t("admin.matches.fixture")}</th>
                <th scope="col">{t("admin.matches.status")}</th>
                <th scope="col">{t("admin.matches.result")}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => {
                const open = m.status === "scheduled" || m.status === "live";
                return (
                  <tr key={m.id} data-testid="admin-match-row" data-match-id={m.id} data-status={m.status}>
                    <td className="whitespace-nowrap">{formatDateTime(i18n.language, m.matchDate)}</td>
                    <td>{t(`tournament.rounds.${m.round}`, { defaultValue: m.round })}</td>
                    <td>
                      <span className="font-medium">{name(m.homeTeamId)}</span> <span className="text-base-content/80">{t("admin.matches.vs")}</span>{" "}
                      <span className="font-medium">{name(m.awayTeamId)}</span>
                    </td>
                    <td><StatusBadge status={m.status} kind="match" /></td>
                    <td>
                      {m.status === "completed" ? (
                        <span className="font-semibold" data-testid="final-score">{t("admin.matches.finalScore", { home: m.homeScore ?? 0, away: m.awayScore ?? 0 })}</span>
                      ) : open ? (
                        <button
                          type="button" className="btn btn-outline btn-sm" onClick={() => setCompleting(m)}
                          aria-label={t("admin.matches.completeFor", { home: name(m.homeTeamId), away: name(m.awayTeamId) })}
                        >
                          {t("admin.matches.complete")}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <CompleteMatchDialog
        match={completing}
        home={completing ? name(completing.homeTeamId) : ""}
        away={completing ? name(completing.awayTeamId) : ""}
        onClose={() => setCompleting(null)}
      />
      <CreateMatchDialog open={createOpen} onClose={() => setCreateOpen(false)} teams={teams} />
    </section>
  );
}
