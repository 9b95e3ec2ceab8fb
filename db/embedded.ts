import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type EmbeddedDatabase = { db: PGlite; url: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts PGlite (PostgreSQL compiled to WASM) and serves it on a loopback port so the ORM's
 * ordinary PostgreSQL driver can reach it. `dataDir` undefined keeps the database in memory.
 * PGlite is one connection at heart: the ORM pool must stay at one connection.
 */
export async function startEmbeddedDatabase(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<EmbeddedDatabase> {
  let dataDir: string | undefined;
  let lockFile: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    lockFile = `${dataDir}.lock`;
    claimLock(lockFile);
  }
  const db = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 1 });
  await server.start();
  let stopped = false;
  return {
    db,
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      if (lockFile) rmSync(lockFile, { force: true });
    },
  };
}

/**
 * Two processes on one PGlite directory corrupt it: refuse clearly while another live process holds
 * it. A process id alone is not proof (after a crash or reboot the id can belong to anything), so the
 * lock also records when its holder started; a holder that is gone, or an id now worn by a process
 * that started at another time, leaves a stale lock that is taken over.
 */
function claimLock(lockFile: string) {
  let holder: LockHolder | null = null;
  try {
    holder = parseLock(readFileSync(lockFile, "utf8"));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  if (holder && holder.pid !== process.pid && holdsLock(holder)) {
    throw new Error(
      `The embedded database at ${lockFile.replace(/\.lock$/, "")} is in use by process ${holder.pid}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, started: processStartToken(process.pid) }));
}

type LockHolder = { pid: number; started: string | null };

/** The current format is JSON; older locks hold only the process id. */
function parseLock(text: string): LockHolder | null {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder> | number;
    if (typeof parsed === "number") return parsed > 0 ? { pid: parsed, started: null } : null;
    return typeof parsed.pid === "number" && parsed.pid > 0 ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

function holdsLock(holder: LockHolder) {
  if (!isAlive(holder.pid)) return false;
  const started = processStartToken(holder.pid);
  // Without /proc (not Linux) a live process id is all there is to go on.
  if (started === null) return true;
  if (holder.started !== null) return holder.started === started;
  // An old pid-only lock: only a Node process can be this app.
  return isNodeProcess(holder.pid);
}

/** When a process started (clock ticks since boot, /proc/<pid>/stat field 22), or null without /proc. */
export function processStartToken(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isNodeProcess(pid: number) {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0];
    return path.basename(argv0).startsWith("node");
  } catch {
    return false;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
