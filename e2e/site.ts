/**
 * Where this run's servers listen. Each Playwright worker has a site of its own — a server on its own port and
 * data directory (playwright.config.ts starts one per worker) — so tests on two workers never share data: worker
 * slot n (TEST_PARALLEL_INDEX) uses E2E_PORT + n × PORT_STEP, and a spec's own server (e2e/own-server.ts) sits at
 * a small offset above its worker's port. A run uses E2E_PORT … E2E_PORT + WORKERS × PORT_STEP - 1.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const PORT_STEP = 50;
/**
 * Playwright's workers (E2E_WORKERS), one server each. Two by default: one worker leaves about half of two cores
 * idle (a test waits on its browser, the browser on the server, in turn), and on an otherwise idle machine two
 * ran the suite in 14 minutes against about 22 for one (decision 123). E2E_WORKERS=1 for a busy machine.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The port of worker slot `slot`'s server; in a worker, its own slot by default. */
export function workerPort(slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  return E2E_PORT + PORT_STEP * slot;
}

/** The site the current worker's tests visit (the `baseURL` fixture). */
export function siteURL(slot?: number) {
  return `http://127.0.0.1:${workerPort(slot)}`;
}

/**
 * The demo calendar of the e2e servers (DEMO_START): the group stage opens on 2026-06-11 with every match
 * ahead, the same data whatever day the suite runs. A spec that walks the demo in progress starts its own
 * server without it (e2e/own-server.ts).
 */
export const E2E_DEMO_START = "2026-06-11";

/**
 * The role walks' own demo servers (e2e/walks/), one pair per worker, started with the suite (playwright.config.ts)
 * on fresh data: one placed around today (no DEMO_START: a tournament in progress), one on the fixed calendar.
 * The walks change what they walk through, so they never share a server with the other specs.
 */
export const WALK_DEMOS = [
  { key: "today", title: "demo started today", offset: 40, demoStart: "" },
  { key: "fixed", title: `demo with DEMO_START=${E2E_DEMO_START}`, offset: 41, demoStart: E2E_DEMO_START },
] as const;

/** Where a walk demo of the current worker (or of `slot`) listens. */
export function walkURL(offset: number, slot?: number) {
  return `http://127.0.0.1:${workerPort(slot) + offset}`;
}
