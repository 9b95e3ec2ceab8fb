import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../index";
import { createServerCaller } from "../../server/context";
import { adminProcedure, publicProcedure, type Context } from "../../server/trpc";
import { startHarness, type Harness } from "../../test/harness";
import { PLAYER, browser, createAccounts, signIn } from "../../test/auth";

/**
 * Every admin procedure of the whole router — found by walking it, so procedures other areas add later
 * are covered without touching this file — refuses nobody (401) and a non-admin (403) in required
 * mode, over tRPC and REST, and is open in off mode.
 */
type Def = { type: string; middlewares: unknown[]; meta?: { openapi?: { method: string; path: string } } };
const defOf = (p: unknown) => (p as { _def: Def })._def;
const gate = defOf(adminProcedure).middlewares.filter((m) => !defOf(publicProcedure).middlewares.includes(m));
// At run time `_def.procedures` is flat, keyed by dotted path; its type describes the nested router.
const adminProcedures = Object.entries(appRouter._def.procedures as unknown as Record<string, unknown>)
  .filter(([, p]) => gate.every((m) => defOf(p).middlewares.includes(m)))
  .map(([path, p]) => ({ path, def: defOf(p) }));

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** Calls a procedure by its dotted path on a caller, with a deliberately invalid input. */
function call(caller: ReturnType<typeof createServerCaller>, path: string, type: string) {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  if (type === "subscription") throw new Error(`${path}: subscriptions are not expected behind the admin gate`);
  return fn({ probe: true });
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
});
afterAll(async () => {
  await h?.close();
});

const as = (user: Context["user"], authMode: Context["authMode"]) =>
  createServerCaller({ em: h.em(), lang: "en", user, authMode, ip: "127.0.0.1" });
const fan = {
  id: "00000000-0000-4000-8000-00000000f00d",
  email: PLAYER.email,
  role: "player",
  firstName: "Pat",
  lastName: "Player",
};

describe("the admin gate", () => {
  it("finds the admin procedures of every area (this area's included)", () => {
    const paths = adminProcedures.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "admin.dashboard",
        "admin.updateMetrics",
        "admin.reviewRegistration",
        "admin.tokens.create",
        "admin.invite",
        "matches.create",
        "matches.setOfficials",
      ]),
    );
    expect(paths).not.toContain("auth.login");
    expect(paths).not.toContain("teams.list");
  });

  it("in required mode, refuses nobody with UNAUTHORIZED and a non-admin with FORBIDDEN, on every admin procedure", async () => {
    for (const { path, def } of adminProcedures) {
      await expect(call(as(null, "required"), path, def.type), path).rejects.toMatchObject({
        code: "UNAUTHORIZED",
        message: "errors.signInRequired",
      });
      await expect(call(as(fan, "required"), path, def.type), path).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "errors.adminOnly",
      });
    }
  });

  it("in off mode, lets everyone through the gate (what answers then is the procedure itself)", async () => {
    for (const { path, def } of adminProcedures) {
      const outcome = await call(as(null, "off"), path, def.type).then(
        () => "ok",
        (e: { code: string }) => e.code,
      );
      expect(["UNAUTHORIZED", "FORBIDDEN"], path).not.toContain(outcome);
    }
  });

  it("over REST, every admin path answers 401 to nobody and 403 to a signed-in non-admin, as the error envelope", async () => {
    const rest = adminProcedures.filter((p) => p.def.meta?.openapi);
    expect(rest.length).toBeGreaterThan(3);
    const fanCookie = await signIn(h, PLAYER);
    for (const { def } of rest) {
      const { method, path } = def.meta!.openapi!;
      const url = `${h.url}/api${path.replace(/\{kind\}/g, "players").replace(/\{\w+\}/g, UNKNOWN_ID)}`;
      const body = method === "GET" || method === "DELETE" ? undefined : "{}";
      const anonymous = await fetch(url, { method, headers: { "content-type": "application/json" }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toEqual({
        error: { code: "UNAUTHORIZED", message: "Please sign in as an administrator to do this." },
      });
      const refused = await fetch(url, { method, headers: browser(h, fanCookie), body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    }
  });
});
