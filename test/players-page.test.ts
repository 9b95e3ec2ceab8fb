import { NOBODY } from "@shared/auth/person";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness";
import { loader, playersQuery } from "../app/routes/players";

/** /players filters and pages on the server: the first response carries only the cards it shows. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const load = (query: string) =>
  loader({
    params: {},
    context: {
      lang: "en",
      trpc: h.caller(),
      canManage: false,
      person: async () => NOBODY,
      origin: "http://127.0.0.1",
      pagePolicy: {},
    },
    request: new Request(`http://127.0.0.1/players${query}`),
  } as never);

describe("/players loader", () => {
  it("sends the first 48 cards of the whole list, with the whole list's figures", async () => {
    const all = await h.caller().players.list();
    const page = await load("");
    expect(page.players).toHaveLength(Math.min(48, all.length));
    expect(page.matching).toBe(all.length);
    expect(page.totals.total).toBe(all.length);
    expect(page.totals.active).toBe(all.filter((p) => p.status === "active").length);
    expect((await load("?show=96")).players).toHaveLength(Math.min(96, all.length));
  });

  it("filters by the URL's parameters, before paging", async () => {
    const all = await h.caller().players.list();
    const keeper = all.find((p) => p.position === "goalkeeper")!;
    const page = await load(`?position=goalkeeper&team=${keeper.teamId}`);
    const expected = all.filter((p) => p.position === "goalkeeper" && p.teamId === keeper.teamId);
    expect(page.players.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(page.matching).toBe(expected.length);
    expect(page.totals.total).toBe(all.length);
    const byName = await load(`?q=${encodeURIComponent(keeper.lastName)}`);
    expect(byName.players.map((p) => p.id)).toContain(keeper.id);
    expect((await load("?q=zzzz-nobody")).players).toEqual([]);
  });

  it("reads hostile parameters as nothing asked", () => {
    expect(playersQuery(new URLSearchParams("show=-5&q=" + "x".repeat(500)))).toMatchObject({
      show: 48,
      filters: { query: "x".repeat(100) },
    });
    expect(playersQuery(new URLSearchParams("show=1e9")).show).toBe(2000);
    expect(playersQuery(new URLSearchParams("show=abc")).show).toBe(48);
  });
});
