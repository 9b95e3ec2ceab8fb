/**
 * Where this run's servers listen. Each Playwright worker has a site of its own — a server on its own port and
 * data directory (playwright.config.ts starts one per worker) — so tests on two workers never share data: worker
 * slot n (TEST_PARALLEL_INDEX) uses E2E_PORT + n × PORT_STEP, and a spec's own server (e2e/own-server.ts) sits at
 * a small offset above its worker's port. A run uses E2E_PORT … E2E_PORT + WORKERS × PORT_STEP - 1.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const PORT_STEP = 50;
/**
 * Playwright's workers (E2E_WORKERS), one server each. One by default: on two cores, two workers with two servers ran
 * half as many tests a minute as one, and scans timed out (decision 123).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

/** The port of worker slot `slot`'s server; in a worker, its own slot by default. */
export function workerPort(slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  return E2E_PORT + PORT_STEP * slot;
}

/** The site the current worker's tests visit (the `baseURL` fixture). */
export function siteURL(slot?: number) {
  return `http://127.0.0.1:${workerPort(slot)}`;
}
