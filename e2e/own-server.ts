import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { test } from "./fixtures";
import { E2E_DEMO_START, workerPort } from "./site";

/**
 * A server of the test's own (port and data directory just above its worker's, e2e/site.ts, so workers and
 * parallel runs do not collide), for tests that stop the server or change data every other test relies on.
 * Its demo is on the suite's fixed calendar unless `env` says otherwise (`DEMO_START: ""`: placed around today).
 */
export function ownServer(name: string, portOffset: number, env: Record<string, string> = {}) {
  const port = workerPort() + portOffset;
  const dataDir = `.e2e-data-${name}-${port}`;
  const base = `http://127.0.0.1:${port}`;

  function start(): { proc: ChildProcess; output: () => string } {
    let out = "";
    const proc = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DEMO_START: E2E_DEMO_START,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_REQUESTS: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    proc.stdout!.on("data", (d) => (out += d));
    proc.stderr!.on("data", (d) => (out += d));
    return { proc, output: () => out };
  }

  async function waitHealthy(output: () => string = () => "") {
    let last = "";
    for (let i = 0; i < 480; i++) {
      try {
        const res = await fetch(`${base}/healthz`);
        if (res.ok) return;
        last = `${res.status} ${await res.text()}`;
      } catch (e) {
        last = String((e as Error).cause ?? e); // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not become healthy (${last}):\n${output()}`);
  }

  return { port, dataDir, base, start, waitHealthy };
}

export const exited = (proc: ChildProcess) => new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));

/**
 * For a spec that runs on its own server from start to end: registers the hooks that start it on a fresh
 * data directory before the spec's first test (a first start creates the embedded database, which takes
 * minutes on a busy machine) and stop it after the last. Call it at the top of the spec, before the spec's
 * own `beforeAll` (hooks run in the order they are registered, so the spec's setup finds it up).
 */
export function runOnOwnServer(name: string, portOffset: number, env: Record<string, string> = {}) {
  const server = ownServer(name, portOffset, env);
  let running: ReturnType<typeof server.start> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    rmSync(server.dataDir, { recursive: true, force: true });
    running = server.start();
    await server.waitHealthy(running.output);
  });
  test.afterAll(async () => {
    running?.proc.kill("SIGTERM");
    if (running) await exited(running.proc);
  });
  return server;
}
