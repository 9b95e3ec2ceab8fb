import { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ormConfig } from "../db/config";
import { translate } from "./i18n";
import { startHarness, type Harness } from "../test/harness";
import { isDatabaseUnavailable } from "./outage";

let h: Harness;
let unreachable: MikroORM | undefined;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await unreachable?.close(true).catch(() => undefined);
  await h?.close();
});

/**
 * Takes the database away from the running app: the embedded PGlite is stopped under it; a real
 * server is replaced by an address where nothing answers (the app cannot tell the difference).
 */
async function databaseGoesDown() {
  if (h.db.embedded) return h.db.embedded.stop();
  const url = new URL(h.db.orm.config.get("clientUrl")!);
  url.port = "1";
  unreachable = await MikroORM.init(ormConfig(url.toString(), { embedded: false }));
  const runtime = await globalThis.__tradesCupRuntime!;
  globalThis.__tradesCupRuntime = Promise.resolve({ ...runtime, orm: unreachable });
}

describe("a database outage", () => {
  it("answers 503 with Retry-After and a translated message (REST, tRPC, session lookup), not 500", async () => {
    expect((await fetch(`${h.url}/api/tournament-metrics`)).status).toBe(200);
    expect((await fetch(`${h.url}/trpc/matches.metrics`)).status).toBe(200);
    await databaseGoesDown();

    const rest = await fetch(`${h.url}/api/tournament-metrics`, { headers: { "accept-language": "es" } });
    expect(rest.status).toBe(503);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rest.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: translate("es", "errors.databaseUnavailable") },
    });

    const trpc = await fetch(`${h.url}/trpc/matches.metrics`);
    expect(trpc.status).toBe(503);
    expect(Number(trpc.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await trpc.json()) as { error: { json: { message: string } } }).error.json.message).toBe(
      translate("en", "errors.databaseUnavailable"),
    );

    // A session cookie is looked up before any procedure runs: that path says 503 too.
    const signedIn = await fetch(`${h.url}/api/auth/me`, { headers: { cookie: "session=abcdefghijklmnopqrstuvwxyz234567" } });
    expect(signedIn.status).toBe(503);
    expect(signedIn.headers.get("retry-after")).not.toBeNull();
    expect(((await signedIn.json()) as { error: { code: string } }).error.code).toBe("SERVICE_UNAVAILABLE");

    expect((await fetch(`${h.url}/healthz`)).status).toBe(503);
  });

  it("is told apart from ordinary failures", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(
        new Error("wrapped", { cause: Object.assign(new Error("terminating connection"), { code: "57P01" }) }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});
