/**
 * The partner example (examples/partner/, openapi-fetch on types generated from the document) run
 * against the app: it reads the schedule and standings, records a goal in a live match, and handles a
 * 409 (a goal before kick-off) and a 429 (a spent rate limit) as the document says they come.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccounts } from "./auth";
import { startHarness, type Harness } from "./harness";
import { sessionUser } from "./route-action";
import { inquire, partnerClient, runPartnerExample } from "../examples/partner/partner";

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  const admin = sessionUser((await createAccounts(h.em())).admin);
  // A partner's token: reads and match writes, nothing else.
  ({ token } = await h
    .caller({ user: admin })
    .admin.tokens.create({ name: "partner example", scopes: ["read", "matches:write"] }));
  // One live group match with both line-ups, so the example has a goal to record.
  const match = (await h.caller().matches.list()).find((m) => m.round === "group")!;
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    const ids = (await h.caller().players.byTeam({ teamId })).filter((p) => p.status === "active").map((p) => p.id);
    await h.caller({ user: admin }).matches.setLineup({
      matchId: match.id,
      teamId,
      starters: ids.slice(0, 11),
      substitutes: [],
      captainId: ids[0]!,
      goalkeeperId: ids[0]!,
    });
  }
  await h.caller({ user: admin }).matches.update({ matchId: match.id, status: "live", minute: 60 });
}, 120_000);
afterAll(() => h?.close());

it("reads the schedule and standings, records a goal, and handles a 409", async () => {
  const lines: string[] = [];
  const results = await runPartnerExample(h.url, token, (line) => lines.push(line));
  expect(lines[0]).toMatch(/^schedule: \d+ matches/);
  expect(lines[1]).toMatch(/^group A: .+ \d+/);
  const [, total] = /^defenders: (\d+) of (\d+)$/.exec(lines[2]!)!.slice(1);
  expect(lines[2]).toBe(`defenders: ${total} of ${total}`);
  expect(Number(total)).toBeGreaterThan(50);
  expect(results.map((r) => (r.ok ? "ok" : r.kind))).toEqual(["ok", "conflict"]);
  expect(lines).toContainEqual(expect.stringMatching(/^goal recorded in /));
  expect(lines).toContainEqual(expect.stringMatching(/^goal refused, the match says why: .+/));
});

it("gets a 429 with Retry-After once a rate limit is spent", async () => {
  const client = partnerClient(h.url);
  const inquiry = {
    companyName: "Acme Tools",
    contactName: "Ana Ruiz",
    email: "ana@acme.example",
    sponsorshipTier: "premium",
    message: "We would like to sponsor the final.",
  } as const;
  let last = await inquire(client, inquiry);
  for (let i = 0; i < 10 && (last.ok || last.kind !== "rateLimited"); i++) last = await inquire(client, inquiry);
  expect(last.ok ? "ok" : last.kind).toBe("rateLimited");
  if (!last.ok && last.kind === "rateLimited") expect(last.retryAfterSeconds).toBeGreaterThan(0);
});
