import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const systemChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  // Per-port output, so runs side by side do not clear each other's traces.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
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
  webServer: {
    // The built app on a fresh embedded database of its own, believing X-Forwarded-For as behind a
    // proxy: each test says its own visitor's address (e2e/fixtures.ts visitorAddress).
    command: `rm -rf .e2e-data-${PORT} && NODE_ENV=production PORT=${PORT} DATA_DIR=.e2e-data-${PORT} LOG_REQUESTS=false TRUST_PROXY=true node server.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
