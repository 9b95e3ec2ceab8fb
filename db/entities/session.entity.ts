import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";
import { User } from "./user.entity";

export const Session = defineEntity({
  name: "Session",
  tableName: "sessions",
  properties: {
    /** SHA-256 of the session token, hex encoded; the token itself is never stored. */
    id: p.string().primary(),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The browser's User-Agent when the session began (shortened), so the person can tell their sessions apart. */
    userAgent: p.string().length(255).nullable(),
    /** When the session was last used, written at most every few minutes (server/auth/session.ts). */
    lastSeenAt: p.datetime().nullable(),
  },
});
