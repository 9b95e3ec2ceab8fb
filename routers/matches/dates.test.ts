/**
 * Dates over REST (docs/decisions/116): a kick-off without an offset is refused with
 * 400 naming `matchDate` and an example; with one it is kept as that instant and answered in UTC (`Z`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Team } from "../../db/entities/index";
import { ADMIN, browser, createAccounts, signIn } from "../../test/auth";
import { startHarness, type Harness } from "../../test/harness";

let h: Harness;
let headers: Record<string, string>;
let teams: string[];
beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  headers = browser(h, await signIn(h, ADMIN));
  teams = (await h.em().find(Team, {}, { limit: 2, orderBy: { id: "asc" } })).map((t) => t.id);
});
afterAll(async () => h?.close());

const schedule = (matchDate: unknown, lang = "en") =>
  fetch(`${h.url}/api/matches?lang=${lang}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ homeTeamId: teams[0], awayTeamId: teams[1], venue: "Field 1", round: "final", matchDate }),
  });

describe("POST /api/matches and time zones", () => {
  it("refuses a kick-off without an offset, naming the field and an example, in both languages", async () => {
    for (const [lang, words] of [
      ["en", "needs a time zone offset"],
      ["es", "necesita una diferencia horaria"],
    ]) {
      const res = await schedule("2026-07-01T18:00:00", lang);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields.matchDate).toContain(words);
      expect(error.fields.matchDate).toContain("2026-07-01T18:00:00-04:00");
    }
  });

  it("keeps a kick-off with an offset as that instant, answers it with Z, 201 and Location", async () => {
    const res = await schedule("2026-07-01T18:00:00-04:00");
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { id: string; matchDate: string };
    expect(body.matchDate).toBe("2026-07-01T22:00:00.000Z");
    expect(res.headers.get("location")).toBe(`/api/matches/${body.id}`);
    const read = (await (await fetch(`${h.url}${res.headers.get("location")}`)).json()) as { match: { matchDate: string } };
    expect(read.match.matchDate).toBe("2026-07-01T22:00:00.000Z");
  });
});
