import type { MatchView } from "~/components/tournament/match-row";

/**
 * Where the match's timeline of events (goals, cards, substitutions, shoot-out kicks) goes on
 * /matches/{id}, between the scoreboard and the match details. Renders nothing until match events
 * exist (issue 17, the events half): that work fills this component — its route loader adds the
 * events to the page's data and the live stream's events refresh them — and keeps this place.
 */
export function MatchTimeline(_props: { match: MatchView }) {
  return null;
}
