import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { useLiveStream } from "./live-stream";

type LiveMatch = {
  id: string; homeTeamId: string; awayTeamId: string; status: string;
  homeScore?: number | null; awayScore?: number | null; homePenalties?: number | null; awayPenalties?: number | null; minute?: number | null;
};

/**
 * Keeps a page's matches current: score and status changes made anywhere arrive over the live stream
 * (SSE, reconnecting by itself; live-stream.ts), are applied at once, announced to screen readers, and the page's
 * loader data (tables, bracket) is refreshed. Live updating can be paused.
 */
export function useLiveMatches<M extends LiveMatch>(initial: M[], teamName: (id: string) => string) {
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

  const stream = useLiveStream(!paused, (event) => {
    if (pausedRef.current) return;
    // The server's feed was interrupted and changes may have been missed: fetch the page data again.
    if ("resync" in event) return void revalidator.revalidate();
    setMatches((list) => list.map((m) => (m.id === event.matchId ? { ...m, ...event, id: m.id } : m)));
    const match = matches.find((m) => m.id === event.matchId);
    if (match) {
      setAnnouncement(t("tournament.liveFeed.announce", {
        home: teamName(match.homeTeamId), away: teamName(match.awayTeamId),
        homeScore: event.homeScore ?? 0, awayScore: event.awayScore ?? 0,
        status: t(`tournament.status.${event.status}`),
      }));
    }
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
