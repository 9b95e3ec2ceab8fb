import { useTranslation } from "~/lib/translations";
import { MatchRow, type MatchView } from "~/components/tournament/match-row";

/** Earlier completed meetings of the two teams, latest first, each linking to its own match page. */
export function HeadToHead({ matches, teamName }: { matches: MatchView[]; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3" aria-labelledby="head-to-head-title" data-testid="head-to-head">
      <h2 id="head-to-head-title" className="text-2xl font-bold">
        {t("matchCentre.headToHead.title")}
      </h2>
      {matches.length === 0 ? (
        <p className="text-base-content/80" data-testid="head-to-head-none">
          {t("matchCentre.headToHead.none")}
        </p>
      ) : (
        <ul className="space-y-2">
          {matches.map((m) => (
            <MatchRow key={m.id} match={m} teamName={teamName} showDate />
          ))}
        </ul>
      )}
    </section>
  );
}
