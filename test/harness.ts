import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { EntityManager } from "@mikro-orm/postgresql";
import { loadEnv } from "../server/env";
import { guardFromEnv } from "../server/outbound/guarded-http";
import { createServerCaller } from "../server/context";
import type { Context } from "../server/trpc";
import type { Lang } from "../server/i18n";
import type { Database } from "../db/database";
import { createTestDatabase } from "./database";
import { Match, OutboxEmail } from "../db/entities/index";
import { afterAnswerSettled } from "../server/after-answer";
import type { Round } from "@shared/forms/match.schema";

export type Harness = {
  db: Database;
  /**
   * A tRPC caller as a visitor in the given language, on a fresh EntityManager fork; `visitor` is the
   * browser's visitor cookie (server/auth/visitor.ts), for what an anonymous browser owns.
   */
  caller: (opts?: {
    lang?: Lang;
    user?: Context["user"];
    authMode?: Context["authMode"];
    visitor?: string;
  }) => ReturnType<typeof createServerCaller>;
  em: () => EntityManager;
  /** Base URL of the Express app (REST bridge, tRPC, health) served on a loopback port. */
  url: string;
  close: () => Promise<void>;
};

/**
 * Starts a private database (or serves the one given, which close() then closes) and the Express app against
 * it; `env` adds settings (e.g. `ALLOW_PRIVATE_NETWORK_URLS` for a receiver on loopback).
 */
export async function startHarness(options: { db?: Database; env?: Record<string, string> } = {}): Promise<Harness> {
  const db = options.db ?? (await createTestDatabase());
  const env = loadEnv({ NODE_ENV: "test", AUTH_MODE: "required", LOG_REQUESTS: "false", ...options.env });
  globalThis.__tradesCupRuntime = Promise.resolve({ env, db, orm: db.orm });
  // Reads cached for another test file's database must not leak into this one.
  globalThis.__tradesCupReadCache?.clear();
  const { app } = await import("../server/app");
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const em = () => db.orm.em.fork() as EntityManager;
  return {
    db,
    em,
    url: `http://127.0.0.1:${port}`,
    caller: (opts = {}) =>
      createServerCaller({
        em: em(),
        lang: opts.lang ?? "en",
        user: opts.user ?? null,
        authMode: opts.authMode ?? env.AUTH_MODE,
        outbound: guardFromEnv(env),
        ip: "127.0.0.1",
        visitor: opts.visitor ?? null,
      }),
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      globalThis.__tradesCupRuntime = undefined;
      await db.close();
    },
  };
}

/**
 * Awaits a call that must fail and returns what a visitor would get: the error code, the translated
 * message and each bad field's message (in-process callers do not run the error formatter).
 */
export async function refusal(call: Promise<unknown>, lang: Lang = "en") {
  const { TRPCError } = await import("@trpc/server");
  const { describeError } = await import("../server/trpc");
  try {
    await call;
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    return { code: e.code, ...describeError(e, lang) };
  }
  throw new Error("expected the call to be refused");
}

/** A scheduled match written straight to the database (no procedure, no audit), for tests that need one at a given time. */
export async function scheduledMatch(
  em: EntityManager,
  fields: { homeTeamId: string; awayTeamId: string; matchDate: Date; venue?: string; round?: Round },
) {
  const match = em.create(Match, { id: randomUUID(), venue: "Test Park", round: "group", status: "scheduled", ...fields });
  await em.flush();
  return match;
}

/** The newest mail queued to `to`, once the work started after answers (a password reset's mail) has ended. */
export async function lastMailTo(h: Pick<Harness, "em">, to: string) {
  await afterAnswerSettled();
  return (await h.em().find(OutboxEmail, { to }, { orderBy: { createdAt: "desc" }, limit: 1 }))[0];
}
