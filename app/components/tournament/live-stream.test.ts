import { describe, expect, it } from "vitest";
import { liveFrame, type LiveEvent } from "../../../server/live";
import { liveStreamUrl, parseLiveFrame, reopenDelayMs, staleAfterHidden } from "./live-stream";

describe("the live stream's frames", () => {
  it("carry each event as the pages read it", () => {
    const events: LiveEvent[] = [
      {
        matchId: "0b6c5bde-54f1-4ad8-a1c2-b8f1e5a0f3d1",
        homeScore: 2,
        awayScore: null,
        homePenalties: null,
        awayPenalties: null,
        status: "live",
        minute: 63,
        at: new Date(0).toISOString(),
      },
      { resync: true },
    ];
    for (const event of events) {
      const frame = liveFrame(event).toString("utf8");
      expect(frame).toMatch(/^data: .*\n\n$/);
      const data = frame.slice("data: ".length, -2);
      // No superjson metadata: the frame's `json` is the whole event.
      expect(JSON.parse(data)).not.toHaveProperty("meta");
      expect(parseLiveFrame(data)).toEqual(event);
    }
  });
});

describe("the live stream's catching up", () => {
  it("numbers each change's frame, which the browser sends back when it reconnects", () => {
    const frame = liveFrame({ resync: true }, 42).toString("utf8");
    expect(frame).toMatch(/^id: 42\ndata: .*\n\n$/);
  });

  it("names the last change in the URL of a stream the page opens again itself", () => {
    expect(liveStreamUrl("")).toBe("/trpc/matches.live");
    expect(liveStreamUrl("17")).toBe("/trpc/matches.live?lastEventId=17");
  });

  it("opens a refused stream again after 5 s, then 10, 20, 40, and at most every minute", () => {
    expect([0, 1, 2, 3, 4, 10].map(reopenDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it("fetches again on return only after more than a minute hidden", () => {
    expect(staleAfterHidden(null, 1_000_000)).toBe(false);
    expect(staleAfterHidden(1_000_000, 1_000_000 + 60_000)).toBe(false);
    expect(staleAfterHidden(1_000_000, 1_000_000 + 60_001)).toBe(true);
  });
});
