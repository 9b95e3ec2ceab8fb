import { Radio } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { MatchRow, type MatchView } from "~/components/tournament/match-row";
import { LiveControls } from "~/components/tournament/live-controls";
import { useLiveMatches } from "~/components/tournament/use-live-matches";

/**
 * While the tournament is under way, the matches being played, their score and minute following the live
 * stream as on the match page; a match kicking off or ending reloads the list (the stream's revalidation).
 */
export default function LiveNow({
  matches,
  teams,
  liveCursor,
}: {
  matches: MatchView[];
  teams: Array<{ id: string; name: string }>;
  liveCursor: number | null;
}) {
  const { t } = useTranslation();
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const teamName = (id: string) => names.get(id) ?? t("tournament.tbd");
  const live = useLiveMatches(matches, teamName, liveCursor);
  return (
    <section aria-labelledby="live-now-title" className="space-y-3" data-testid="home-live">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="live-now-title" className="flex items-center gap-2 text-2xl font-bold">
          <Radio aria-hidden="true" className="size-6 text-error" /> {t("home.phase.liveNow")}
        </h2>
        <LiveControls live={live} />
      </div>
      {live.matches.length ? (
        <ul className="space-y-2">
          {live.matches.map((m) => (
            <MatchRow key={m.id} match={m} teamName={teamName} />
          ))}
        </ul>
      ) : (
        <p className="text-base-content/80" data-testid="home-live-none">
          {t("home.phase.noneLive")}
        </p>
      )}
    </section>
  );
}
