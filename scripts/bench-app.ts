// Shared by the benchmarks: the built app (`npm run build` first) started as in production, in a process
// of its own on a loopback port, on a fresh database — a PGlite in a temporary directory, or the
// PostgreSQL named by DATABASE_URL (a database the caller created and drops). It signs in as the demo
// admin, whom it creates through ADMIN_EMAIL/ADMIN_PASSWORD.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { DEMO_ADMIN } from "../server/auth/admins";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** A port free on loopback right now. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** This process's soft limit of open files (Linux's /proc; null elsewhere). */
function openFileLimit(): number | null {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1];
    return soft === "unlimited" ? Infinity : soft ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure this process, and so the app and load processes it starts, may open `needed` files: below
 * that, the bench runs itself again under the shell's `ulimit -n` (the app itself never raises it; a
 * production host sets its limit in its service manager). Exits with the re-run's status.
 */
export function ensureOpenFiles(needed: number) {
  const limit = openFileLimit();
  if (limit === null || limit >= needed || process.env.BENCH_RAISED_NOFILE) return;
  console.log(`Open-file limit ${limit} < ${needed}: running again under ulimit -n ${needed}`);
  const rerun = spawnSync(
    "sh",
    ["-c", `ulimit -n ${needed} && exec "$@"`, "sh", process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: "inherit",
      env: { ...process.env, BENCH_RAISED_NOFILE: "1" },
    },
  );
  if (rerun.status === null || rerun.error)
    throw new Error(`could not raise the open-file limit to ${needed}: ${rerun.error?.message ?? rerun.signal}`);
  process.exit(rerun.status);
}

export type BenchApp = { baseUrl: string; process: ChildProcess; close: () => Promise<void> };

type StartOptions = {
  /** Go to the node process, e.g. `--cpu-prof` to profile the server while it is measured (written when it stops). */
  nodeArgs?: string[];
  /** A database the caller created (and drops); else a PGlite in a temporary directory. */
  databaseUrl?: string;
  /** More settings (TRUST_PROXY, PUBLIC_URL…). */
  env?: Record<string, string>;
  port?: number;
  /** Receives each line the server prints; without it its output is dropped (errors still show). */
  onOutput?: (line: string) => void;
};

/** Starts `node server.js` as `npm start` does and waits until its /healthz answers. */
export async function startBenchApp({
  nodeArgs = [],
  databaseUrl = process.env.DATABASE_URL,
  env: extra = {},
  port: given,
  onOutput,
}: StartOptions = {}): Promise<BenchApp> {
  if (!existsSync(join(ROOT, process.env.BUILD_DIR ?? "build", "server/index.js")))
    throw new Error("no build: run npm run build first");
  const port = given ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "trades-cup-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
    PUBLIC_URL: "",
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    ...extra,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", onOutput ? "pipe" : "ignore", "inherit"],
  });
  if (onOutput) createInterface({ input: child.stdout! }).on("line", onOutput);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the app exited (${child.exitCode}) while starting`);
    }
    if (Date.now() - started > START_TIMEOUT_MS) {
      await close();
      throw new Error("the app did not start in time");
    }
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, process: child, close };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs the demo admin in and returns the session cookie (one sign-in, well under the throttle). */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("admin sign-in set no cookie");
  return cookie;
}
