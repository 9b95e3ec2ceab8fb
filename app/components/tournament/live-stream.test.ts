import { describe, expect, it } from "vitest";
import { liveFrame, type LiveEvent } from "../../../server/live";
import { parseLiveFrame } from "./live-stream";

describe("the live stream's frames", () => {
  it("carry each event as the pages read it", () => {
    const events: LiveEvent[] = [
      { matchId: "0b6c5bde-54f1-4ad8-a1c2-b8f1e5a0f3d1", homeScore: 2, awayScore: null, homePenalties: null, awayPenalties: null, status: "live", minute: 63, at: new Date(0).toISOString() },
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
