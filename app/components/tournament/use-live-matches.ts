import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { useLiveStream } from "./live-stream";

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What the stream sends about one match (server/live.ts `MatchUpdate`), as far as the words need it. */
type LiveUpdate = {
  homeScore?: number | null;
  awayScore?: number | null;
  status: string;
  change?:
    | { type: "lineup"; teamId: string }
    | { type: "event_added" | "event_removed"; event: { kind: string; teamId: string; minuteLabel: string | null } };
};

/**
 * The sentence a screen reader hears for a live update: a line-up is announced as a line-up (the score did
 * not change), a timeline event with its kind, team and minute, anything else as the score and status.
 */
export function liveAnnouncement(
  t: Translate,
  teamName: (id: string) => string,
  match: Pick<LiveMatch, "homeTeamId" | "awayTeamId">,
  update: LiveUpdate,
) {
  const score = {
    home: teamName(match.homeTeamId),
    away: teamName(match.awayTeamId),
    homeScore: update.homeScore ?? 0,
    awayScore: update.awayScore ?? 0,
  };
  const change = update.change;
  if (change?.type === "lineup") return t("tournament.liveFeed.lineup", { team: teamName(change.teamId) });
  if (change?.type === "event_removed") return t("tournament.liveFeed.eventRemoved", score);
  if (change?.type === "event_added") {
    const what = `${t(`matchCentre.kinds.${change.event.kind}`)} (${teamName(change.event.teamId)})`;
    return t("tournament.liveFeed.event", {
      ...score,
      what,
      minute: change.event.minuteLabel ? `${change.event.minuteLabel}'` : t("matchCentre.shootout"),
    });
  }
  return t("tournament.liveFeed.announce", { ...score, status: t(`tournament.status.${update.status}`) });
}

type LiveMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  status: string;
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  minute?: number | null;
};

/**
 * Keeps a page's matches current: score and status changes made anywhere arrive over the live stream
 * (SSE, reconnecting by itself; live-stream.ts), are applied at once, announced politely to screen readers
 * (no focus moves), and the page's loader data (tables, bracket, a match's timeline and line-ups) is
 * refreshed. Live updating can be paused. `liveCursor` is the newest change the page's data shows (its
 * loader's `context.liveCursor`): the stream starts after it, so nothing made while the page loads is missed.
 */
export function useLiveMatches<M extends LiveMatch>(
  initial: M[],
  teamName: (id: string) => string,
  liveCursor: number | null = null,
) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [matches, setMatches] = useState(initial);
  const [paused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const refresh = useRef<number | undefined>(undefined);
  // Events still in flight when the visitor pauses (or from a stream being torn down) are ignored.
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => setMatches(initial), [initial]);

  const stream = useLiveStream(!paused, liveCursor, (event) => {
    if (pausedRef.current) return;
    // The server's feed was interrupted and changes may have been missed: fetch the page data again.
    if ("resync" in event) return void revalidator.revalidate();
    // The change itself is not a field of the match: only score, status, minute and penalties are.
    const { change: _change, ...fields } = event;
    setMatches((list) => list.map((m) => (m.id === event.matchId ? { ...m, ...fields, id: m.id } : m)));
    const match = matches.find((m) => m.id === event.matchId);
    if (match) setAnnouncement(liveAnnouncement(t, teamName, match, event));
    // Tables and bracket follow from the new result: reload the page data once the burst settles.
    window.clearTimeout(refresh.current);
    refresh.current = window.setTimeout(() => revalidator.revalidate(), 250);
  });

  const setPausedAndCatchUp = (next: boolean) => {
    pausedRef.current = next;
    setPaused(next);
    if (next) window.clearTimeout(refresh.current);
    if (!next) revalidator.revalidate();
  };

  return {
    matches,
    paused,
    setPaused: setPausedAndCatchUp,
    announcement,
    reconnecting: !paused && stream.reconnecting,
  };
}
