import { existsSync, rmSync } from "node:fs";
import http from "node:http";
import { expect, test } from "./fixtures";
import { exited, ownServer } from "./own-server";

const { dataDir: DATA_DIR, base, start: startServer, waitHealthy } = ownServer("lifecycle", 28);
const subscribe = (email: string) =>
  fetch(`${base}/api/newsletter/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });

test.describe.configure({ mode: "serial" });
// A first start creates the embedded database, which takes minutes on a busy machine.
test.setTimeout(300_000);

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

test("SIGTERM with an open live-score stream and keep-alive clients: exit 0 within 5 s, database closed", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = startServer();
  await waitHealthy(server.output);
  expect(existsSync(`${DATA_DIR}/pglite.lock`)).toBe(true);

  // A page's live-score subscription (SSE), held open until the server ends it.
  const stream = await fetch(`${base}/trpc/matches.live`, { headers: { accept: "text/event-stream" } });
  expect(stream.headers.get("content-type")).toContain("text/event-stream");
  const reader = stream.body!.getReader();
  await reader.read();
  // A keep-alive client whose connection stays open after its request.
  const agent = new http.Agent({ keepAlive: true });
  const idle = await new Promise<number>((resolve, reject) =>
    http.get(`${base}/healthz`, { agent }, (res) => res.resume().on("end", () => resolve(res.statusCode!))).on("error", reject),
  );
  expect(idle).toBe(200);

  const code = exited(server.proc);
  const started = Date.now();
  server.proc.kill("SIGTERM");
  expect(await code).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(server.output()).toContain("stopped cleanly");
  expect(existsSync(`${DATA_DIR}/pglite.lock`)).toBe(false);
  // The stream was ended by the server, not left hanging.
  await expect(
    reader.read().then(
      () => "ended",
      () => "ended",
    ),
  ).resolves.toBe("ended");
  agent.destroy();
  rmSync(DATA_DIR, { recursive: true, force: true });
});
