import { ArrowDownLeft, ArrowUpRight, CircleDot, CircleX, Goal, Square } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import type { RouterOutputs } from "../../../routers/index";
import type { TeamSummary } from "./scoreboard";

type Detail = RouterOutputs["matches"]["detail"];
export type TimelineEvent = Detail["events"][number];
type Lineups = Detail["lineups"];

/** Players' names by id, from both line-ups: every player an event names is in one of them (decision 080). */
export function lineupNames(lineups: Lineups) {
  const names = new Map<string, string>();
  for (const side of [lineups.home, lineups.away]) {
    for (const p of [...(side?.starters ?? []), ...(side?.substitutes ?? [])])
      names.set(p.playerId, `${p.firstName} ${p.lastName}`);
  }
  return names;
}

/**
 * The match's events in timeline order (the read sorts them, kicks last): minute, an icon and its words
 * (never the icon or a colour alone), the team, the players; then the shoot-out kicks with its score.
 * The page's loader data is reloaded after each live change, so this list follows the match.
 */
export function MatchTimeline({
  events,
  lineups,
  shootout,
  home,
  away,
}: {
  events: TimelineEvent[];
  lineups: Lineups;
  shootout: Detail["shootout"];
  home: TeamSummary;
  away: TeamSummary;
}) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  const names = lineupNames(lineups);
  const teamName = (id: string) => (id === home.id ? home.name : away.name);
  const play = events.filter((e) => e.kind !== "shootout_kick");
  const kicks = events.filter((e) => e.kind === "shootout_kick");
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="timeline-title" data-testid="match-timeline">
      <div className="card-body gap-4">
        <h2 id="timeline-title" className="card-title">
          {t("matchCentre.timeline.title")}
        </h2>
        {play.length ? (
          <ol className="space-y-2">
            {play.map((e) => (
              <EventItem
                key={e.id}
                event={e}
                name={(id) => names.get(id) ?? ""}
                team={teamName(e.teamId)}
                home={e.teamId === home.id}
              />
            ))}
          </ol>
        ) : null}
        {kicks.length ? (
          <div className="space-y-2" data-testid="timeline-shootout">
            <h3 className="font-semibold">{t("matchCentre.timeline.shootout")}</h3>
            <ol className="space-y-2">
              {kicks.map((e, i) => (
                <EventItem
                  key={e.id}
                  event={e}
                  name={(id) => names.get(id) ?? ""}
                  team={teamName(e.teamId)}
                  home={e.teamId === home.id}
                  kick={i + 1}
                />
              ))}
            </ol>
            {shootout ? (
              <p className="font-semibold" data-testid="shootout-score">
                {t("matchCentre.timeline.shootoutScore", {
                  home: home.name,
                  homeScore: shootout.home,
                  away: away.name,
                  awayScore: shootout.away,
                })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function EventItem({
  event: e,
  name,
  team,
  home,
  kick,
}: {
  event: TimelineEvent;
  name: (id: string) => string;
  team: string;
  home: boolean;
  kick?: number;
}) {
  const { t } = useTranslation();
  const [Icon, iconClass, what] = describe(e, t);
  const extra: string[] = [];
  if (e.kind === "goal" && e.assistPlayerId) extra.push(t("matchCentre.timeline.assist", { name: name(e.assistPlayerId) }));
  const sub = e.kind === "substitution";
  return (
    <li
      className={`flex items-start gap-3 rounded-box p-2 ${home ? "" : "sm:flex-row-reverse sm:text-right"}`}
      data-testid="timeline-event"
      data-kind={e.kind}
    >
      <span className="w-12 shrink-0 font-mono font-bold tabular-nums" data-testid="event-minute">
        {kick != null ? t("matchCentre.timeline.kick", { n: kick }) : `${e.minuteLabel}'`}
      </span>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
      <span className="min-w-0">
        <span className="font-semibold" data-testid="event-what">
          {what}
        </span>
        {" · "}
        <span>{team}</span>
        <span className="block" data-testid="event-players">
          {sub ? (
            <>
              {t("matchCentre.timeline.off", { name: name(e.playerId) })}
              {e.playerOnId ? <>; {t("matchCentre.timeline.on", { name: name(e.playerOnId) })}</> : null}
            </>
          ) : (
            name(e.playerId)
          )}
          {extra.length ? <span className="block text-sm text-base-content/80">{extra.join(" · ")}</span> : null}
        </span>
      </span>
    </li>
  );
}

type Described = [typeof Goal, string, string];

function describe(e: TimelineEvent, t: (key: string) => string): Described {
  switch (e.kind) {
    case "goal":
      return [
        Goal,
        "text-success",
        t(
          e.ownGoal
            ? "matchCentre.timeline.ownGoal"
            : e.penalty
              ? "matchCentre.timeline.penaltyGoal"
              : "matchCentre.timeline.goal",
        ),
      ];
    case "yellow_card":
      return [Square, "fill-warning text-warning", t("matchCentre.timeline.yellow")];
    case "second_yellow":
      return [Square, "fill-error text-warning", t("matchCentre.timeline.secondYellow")];
    case "red_card":
      return [Square, "fill-error text-error", t("matchCentre.timeline.red")];
    case "substitution":
      return [e.playerOnId ? ArrowUpRight : ArrowDownLeft, "text-info", t("matchCentre.timeline.substitution")];
    default:
      return e.scored
        ? [CircleDot, "text-success", t("matchCentre.timeline.kickScored")]
        : [CircleX, "text-error", t("matchCentre.timeline.kickMissed")];
  }
}
