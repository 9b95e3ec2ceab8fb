import { useMemo, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { CalendarPlus } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { dayKey, formatDay } from "@shared/format";
import { ROUNDS } from "@shared/forms/match.options";
import { MatchRow, type MatchView } from "./match-row";

/** Fixtures by day with status, score, minute and venue; filter by team and round. */
export function Schedule({
  matches,
  teams,
  teamName,
}: {
  matches: MatchView[];
  teams: Array<{ id: string; name: string }>;
  teamName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [teamId, setTeamId] = useState("");
  const [round, setRound] = useState("");
  const days = useMemo(() => {
    const filtered = matches.filter(
      (m) => (!teamId || m.homeTeamId === teamId || m.awayTeamId === teamId) && (!round || m.round === round),
    );
    const map = new Map<string, MatchView[]>();
    for (const m of filtered) {
      const key = dayKey(m.matchDate);
      map.set(key, [...(map.get(key) ?? []), m]);
    }
    return [...map.entries()];
  }, [matches, teamId, round]);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("tournament.filters.team")}
          <select
            className="select select-bordered"
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
            data-testid="schedule-team-filter"
          >
            <option value="">{t("tournament.filters.allTeams")}</option>
            {teams.map((tm) => (
              <option key={tm.id} value={tm.id}>
                {tm.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("tournament.filters.round")}
          <select
            className="select select-bordered"
            value={round}
            onChange={(e) => setRound(e.target.value)}
            data-testid="schedule-round-filter"
          >
            <option value="">{t("tournament.filters.allRounds")}</option>
            {ROUNDS.map((r) => (
              <option key={r} value={r}>
                {t(`tournament.rounds.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <a
          className="btn btn-outline btn-sm"
          href={`/api/matches.ics${teamId ? `?teamId=${teamId}` : ""}`}
          data-testid="calendar-link"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />{" "}
          {teamId ? t("tournament.subscribeTeam", { team: teamName(teamId) }) : t("tournament.subscribe")}
        </a>
      </div>
      {days.length === 0 ? (
        <EmptyState title={t("tournament.noMatches")} text={t("tournament.noMatchesText")} />
      ) : (
        days.map(([day, list]) => (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className="mb-2 font-semibold">
              {formatDay(i18n.language, list[0].matchDate)}
            </h2>
            <ul className="space-y-2">
              {list.map((m) => (
                <MatchRow key={m.id} match={m} teamName={teamName} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
