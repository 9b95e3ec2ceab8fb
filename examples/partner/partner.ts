/**
 * A partner's integration, written only from the published document: types generated from
 * /api/openapi.json by openapi-typescript (`npm run openapi:client` writes ./generated/schema.d.ts) and
 * calls made with openapi-fetch. It reads the schedule, a group's standings and a list page by page, posts a goal with a
 * token, and handles the answers a partner must expect: 409 (the request contradicts the match's
 * state) and 429 (a rate limit is spent: wait `Retry-After` seconds).
 *
 * Run it against a server: BASE_URL=http://localhost:3000 TOKEN=tcapi_… npx tsx examples/partner/partner.ts
 * npm test compiles it with `tsc --strict` and runs it against the app (test/partner-example.test.ts).
 */
import createClient from "openapi-fetch";
import type { components, paths } from "./generated/schema";

type ApiError = components["schemas"]["Error"];
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; kind: "conflict"; status: 409; error: ApiError }
  | { ok: false; kind: "rateLimited"; status: 429; error: ApiError; retryAfterSeconds: number }
  | { ok: false; kind: "error"; status: number; error: ApiError };

/** Turns an openapi-fetch result into what the integration acts on. */
function outcome<T>(result: { data?: T; error?: ApiError; response: Response }): Outcome<T> {
  if (result.data !== undefined && result.response.ok) return { ok: true, data: result.data };
  const error = result.error ?? { error: { code: "UNKNOWN", message: result.response.statusText } };
  const status = result.response.status;
  if (status === 429) {
    return {
      ok: false,
      kind: "rateLimited",
      status,
      error,
      retryAfterSeconds: Number(result.response.headers.get("retry-after") ?? 60),
    };
  }
  if (status === 409) return { ok: false, kind: "conflict", status, error };
  return { ok: false, kind: "error", status, error };
}

export function partnerClient(baseUrl: string, token?: string) {
  return createClient<paths>({
    baseUrl: `${baseUrl}/api/v1`,
    headers: { "accept-language": "en", ...(token && { authorization: `Bearer ${token}` }) },
  });
}
type Client = ReturnType<typeof partnerClient>;

/** The schedule: every match by kick-off. */
export async function schedule(client: Client) {
  return outcome(await client.GET("/matches"));
}

/** A group's standings: its teams by points, then goal difference, then goals scored. */
export async function standings(client: Client, group: string) {
  const teams = outcome(await client.GET("/teams"));
  if (!teams.ok) return teams;
  const table = teams.data
    .filter((t) => t.group === group)
    .map((t) => ({ team: t.name, points: t.points, goalDifference: t.goalsFor - t.goalsAgainst, goalsFor: t.goalsFor }))
    .sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor);
  return { ok: true as const, data: table };
}

/**
 * Records a goal. The Idempotency-Key makes a retry safe: if the answer is lost, sending the same key
 * again answers the goal already stored instead of adding a second one.
 */
export async function postGoal(client: Client, goal: { matchId: string; teamId: string; playerId: string; minute: number }) {
  const { matchId, ...body } = goal;
  return outcome(
    await client.POST("/matches/{matchId}/events", {
      params: { path: { matchId }, header: { "Idempotency-Key": crypto.randomUUID() } },
      body: { kind: "goal", ...body },
    }),
  );
}

/** The cursor of the next page, from `Link: <…>; rel="next"`; undefined on the last page. */
function nextCursor(link: string | null) {
  const next = /<([^>]+)>;\s*rel="next"/.exec(link ?? "")?.[1];
  return next ? (new URL(next, "http://localhost").searchParams.get("cursor") ?? undefined) : undefined;
}

/**
 * Every player of a position, a page at a time: lists answer a JSON array of at most `limit` rows,
 * `X-Total-Count` the size of the whole list and `Link` the next page until the last.
 */
type Position = NonNullable<NonNullable<paths["/players"]["get"]["parameters"]["query"]>["position"]>;
export async function playersAt(client: Client, position: Position, limit = 50) {
  const players = [];
  let cursor: string | undefined;
  let total = 0;
  do {
    const result = await client.GET("/players", { params: { query: { position, limit, ...(cursor && { cursor }) } } });
    const page = outcome(result);
    if (!page.ok) return page;
    players.push(...page.data);
    total = Number(result.response.headers.get("x-total-count"));
    cursor = nextCursor(result.response.headers.get("link"));
  } while (cursor);
  return { ok: true as const, data: players, total };
}

/** A partnership inquiry: rate-limited per address, so a 429 is an answer to plan for. */
type Inquiry = NonNullable<paths["/sponsor-inquiries"]["post"]["requestBody"]>["content"]["application/json"];
export async function inquire(client: Client, inquiry: Inquiry) {
  return outcome(await client.POST("/sponsor-inquiries", { body: inquiry }));
}

/** The walk-through: what a partner's first day with the API looks like. */
export async function runPartnerExample(baseUrl: string, token: string, log: (line: string) => void = console.log) {
  const client = partnerClient(baseUrl, token);
  const matches = await schedule(client);
  if (!matches.ok) throw new Error(`schedule: ${matches.error.error.message}`);
  log(`schedule: ${matches.data.length} matches, first ${matches.data[0]?.matchDate}`);

  const table = await standings(client, "A");
  if (!table.ok) throw new Error(`standings: ${table.error.error.message}`);
  log(`group A: ${table.data.map((row) => `${row.team} ${row.points}`).join(", ")}`);

  const defenders = await playersAt(client, "defender");
  if (!defenders.ok) throw new Error(`players: ${defenders.error.error.message}`);
  log(`defenders: ${defenders.data.length} of ${defenders.total}`);

  const results: Array<Outcome<unknown>> = [];
  for (const match of [matches.data.find((m) => m.status === "live"), matches.data.find((m) => m.status === "scheduled")]) {
    if (!match) continue;
    // The scorer: a starter of the home line-up, or (no line-up yet) a player of the home squad.
    const detail = await client.GET("/matches/{matchId}", { params: { path: { matchId: match.id } } });
    const squad = await client.GET("/matches/{matchId}/squads/{teamId}", {
      params: { path: { matchId: match.id, teamId: match.homeTeamId } },
    });
    const playerId = detail.data?.lineups.home?.starters[9]?.playerId ?? squad.data?.[0]?.id;
    if (!playerId) continue;
    const result = await postGoal(client, { matchId: match.id, teamId: match.homeTeamId, playerId, minute: 70 });
    if (result.ok) log(`goal recorded in ${match.id}`);
    else if (result.kind === "conflict") log(`goal refused, the match says why: ${result.error.error.message}`);
    else if (result.kind === "rateLimited") log(`slow down: try again in ${result.retryAfterSeconds} s`);
    else throw new Error(`goal: ${result.status} ${result.error.error.message}`);
    results.push(result);
  }
  return results;
}

const invokedDirectly = process.argv[1]?.endsWith("partner.ts") || process.argv[1]?.endsWith("partner.js");
if (invokedDirectly) {
  const { BASE_URL = "http://localhost:3000", TOKEN = "" } = process.env;
  await runPartnerExample(BASE_URL, TOKEN);
}
