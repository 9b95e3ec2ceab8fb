import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/**
 * The live log: every change sent to open pages, numbered in commit order by the database (the same on
 * every instance), so a page whose stream dropped can be sent what it missed (server/live.ts). Only the
 * newest events are kept.
 */
export const LiveEvent = defineEntity({
  name: "LiveEvent",
  tableName: "live_events",
  properties: {
    id: p.bigint("number").primary().autoincrement(false),
    /** The change as the stream sends it (server/live.ts `MatchUpdate`). */
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().defaultRaw("now()"),
  },
});
