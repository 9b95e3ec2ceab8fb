import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { RouterOutputs } from "../../../routers/index";
import type { TeamSummary } from "./scoreboard";

type Lineups = RouterOutputs["matches"]["detail"]["lineups"];
type Lineup = NonNullable<Lineups["home"]>;
type Entry = Lineup["starters"][number];

const LINES = ["defender", "midfielder", "forward"] as const;

/** "4-4-2": the outfield starters by position, back to front (the goalkeeper is not counted, as usual). */
export function formationOf(starters: readonly Pick<Entry, "position" | "goalkeeper">[]) {
  const outfield = starters.filter((p) => !p.goalkeeper);
  return LINES.map((line) => outfield.filter((p) => p.position === line).length)
    .filter((n) => n > 0)
    .join("-");
}

/**
 * Both teams' line-ups side by side: the formation in words, the starting eleven and the substitutes as
 * lists, each player linking to their page; captain and goalkeeper are marked in text, not colour only.
 * Rendered once at least one team's line-up is known.
 */
export function MatchLineups({ lineups, home, away }: { lineups: Lineups; home: TeamSummary; away: TeamSummary }) {
  const { t } = useTranslation();
  if (!lineups.home && !lineups.away) return null;
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="lineups-title" data-testid="match-lineups">
      <div className="card-body gap-4">
        <h2 id="lineups-title" className="card-title">
          {t("matchCentre.lineups.title")}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <TeamLineup team={home} lineup={lineups.home} side="home" />
          <TeamLineup team={away} lineup={lineups.away} side="away" />
        </div>
      </div>
    </section>
  );
}

function TeamLineup({ team, lineup, side }: { team: TeamSummary; lineup: Lineup | null; side: "home" | "away" }) {
  const { t } = useTranslation();
  const id = `lineup-${side}`;
  return (
    <div className="space-y-3" data-testid={id}>
      <h3 id={id} className="text-lg font-bold">
        {team.name}
      </h3>
      {!lineup ? (
        <p className="text-base-content/80">{t("matchCentre.lineups.none")}</p>
      ) : (
        <>
          <p className="text-sm" data-testid="lineup-formation">
            {t("matchCentre.lineups.formation", { formation: formationOf(lineup.starters) })}
          </p>
          <h4 id={`${id}-starters`} className="font-semibold">
            {t("matchCentre.lineups.starters")}
          </h4>
          <ul aria-labelledby={`${id} ${id}-starters`} className="space-y-1" data-testid="lineup-starters">
            {lineup.starters.map((p) => (
              <PlayerLine key={p.playerId} player={p} />
            ))}
          </ul>
          <h4 id={`${id}-subs`} className="font-semibold">
            {t("matchCentre.lineups.substitutes")}
          </h4>
          {lineup.substitutes.length ? (
            <ul aria-labelledby={`${id} ${id}-subs`} className="space-y-1" data-testid="lineup-substitutes">
              {lineup.substitutes.map((p) => (
                <PlayerLine key={p.playerId} player={p} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-base-content/80">{t("matchCentre.lineups.noSubs")}</p>
          )}
        </>
      )}
    </div>
  );
}

function PlayerLine({ player: p }: { player: Entry }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-2" data-testid="lineup-player" data-player-id={p.playerId}>
      <span className="w-8 text-right font-mono tabular-nums">{p.jerseyNumber ?? "–"}</span>
      <Link to={`/players/${p.playerId}`} className="link-hover inline-flex min-h-6 items-center font-medium">
        {p.firstName} {p.lastName}
      </Link>
      <span className="text-sm text-base-content/80">{t(`players.positions.${p.position}`)}</span>
      {p.captain ? (
        <span className="badge badge-outline badge-sm" data-testid="captain-mark">
          {t("matchCentre.lineups.captain")}
        </span>
      ) : null}
      {p.goalkeeper ? (
        <span className="badge badge-outline badge-sm" data-testid="goalkeeper-mark">
          {t("matchCentre.lineups.goalkeeper")}
        </span>
      ) : null}
    </li>
  );
}
