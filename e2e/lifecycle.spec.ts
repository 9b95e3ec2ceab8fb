import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";

// A server of its own (port and data directory), so stopping it does not disturb the other tests.
const PORT = 4201;
const DATA_DIR = ".e2e-data-lifecycle";
const base = `http://127.0.0.1:${PORT}`;

function startServer(): { proc: ChildProcess; output: () => string } {
  let out = "";
  const proc = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR, LOG_REQUESTS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  return { proc, output: () => out };
}

async function waitHealthy(output: () => string = () => "") {
  let last = "";
  for (let i = 0; i < 120; i++) {
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

const exited = (proc: ChildProcess) => new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
const subscribe = (email: string) =>
  fetch(`${base}/api/newsletter/subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test("SIGTERM closes cleanly with exit 0, and acknowledged writes survive it and a hard kill", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  let server = startServer();
  await waitHealthy(server.output);
  expect((await subscribe("kept-after-sigterm@example.com")).status).toBe(200);
  const code = exited(server.proc);
  server.proc.kill("SIGTERM");
  expect(await code).toBe(0);
  expect(server.output()).toContain("stopped cleanly");

  server = startServer();
  await waitHealthy(server.output);
  expect((await subscribe("kept-after-sigterm@example.com")).status).toBe(409);
  expect((await subscribe("kept-after-kill@example.com")).status).toBe(200);
  const killed = exited(server.proc);
  server.proc.kill("SIGKILL");
  await killed;

  server = startServer();
  await waitHealthy(server.output);
  expect((await subscribe("kept-after-kill@example.com")).status).toBe(409);
  const done = exited(server.proc);
  server.proc.kill("SIGTERM");
  expect(await done).toBe(0);
  rmSync(DATA_DIR, { recursive: true, force: true });
});
