import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_DEMO_START, E2E_PORT, WALK_DEMOS, WORKERS, siteURL, walkURL, workerPort } from "./e2e/site";

const systemChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  // Per-port output, so runs side by side do not clear each other's traces.
  outputDir: `test-results/e2e-${E2E_PORT}`,
  // Spec files are spread over the workers; a spec's tests run in order on one worker and its server.
  fullyParallel: false,
  workers: WORKERS,
  // A flaky test is fixed, not retried into silence.
  retries: 0,
  // The JSON report (E2E_JSON_REPORT) is what .ci/run's summary reads.
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  // Many tests scan two or three pages with axe (7–12 s each on two cores): 30 s left some at 29.5 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    // Overridden per worker by e2e/fixtures.ts (each worker's own server).
    baseURL: siteURL(0),
    // Recording a trace costs every test, failing or not: with its screencast about a fifth of the run on two
    // cores, without it a twelfth. Locally a failed test keeps its trace (DOM snapshots, network, console); CI
    // keeps none (nothing can fetch it from there): a failure there is told by its error lines in the summary.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    ...devices["Desktop Chrome"],
    launchOptions: {
      // Debian's Chromium when present (Playwright's own download cannot work offline here).
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // One built server per worker, each on a fresh embedded database of its own, believing X-Forwarded-For as
  // behind a proxy: each test says its own visitor's address (e2e/fixtures.ts visitorAddress).
  // Each worker also has the role walks' two demos (e2e/site.ts WALK_DEMOS): around today, and on the fixed calendar.
  webServer: Array.from({ length: WORKERS }, (_, slot) => [
    server(workerPort(slot), E2E_DEMO_START, siteURL(slot)),
    ...WALK_DEMOS.map((demo) => server(workerPort(slot) + demo.offset, demo.demoStart, walkURL(demo.offset, slot))),
  ]).flat(),
});

/** A built server on a fresh data directory; `demoStart` "" places the demo around today. */
function server(port: number, demoStart: string, url: string) {
  return {
    command: `rm -rf .e2e-data-${port} && NODE_ENV=production DEMO_START=${demoStart} PORT=${port} DATA_DIR=.e2e-data-${port} LOG_REQUESTS=false TRUST_PROXY=true node server.js`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  };
}
