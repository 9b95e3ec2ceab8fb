import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "./i18n";
import { startHarness, type Harness } from "../test/harness";
import { databaseGoesDown } from "../test/database-outage";
import { isDatabaseUnavailable } from "./outage";

let h: Harness;
let closeStandIn: (() => Promise<void>) | undefined;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await closeStandIn?.();
  await h?.close();
});

describe("a database outage", () => {
  it("answers 503 with Retry-After and a translated message (REST, tRPC, session lookup), not 500", async () => {
    expect((await fetch(`${h.url}/api/tournament-metrics`)).status).toBe(200);
    expect((await fetch(`${h.url}/trpc/matches.metrics`)).status).toBe(200);
    closeStandIn = await databaseGoesDown(h);

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
