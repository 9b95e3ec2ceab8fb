import type { MatchView } from "~/components/tournament/match-row";
import type { TeamSummary } from "./scoreboard";

/**
 * Where the two teams' line-ups (starters, substitutes) go on /matches/{id}, after the timeline.
 * Renders nothing until line-ups exist (issue 17, the events half), which fills this component.
 */
export function MatchLineups(_props: { match: MatchView; home: TeamSummary; away: TeamSummary }) {
  return null;
}
