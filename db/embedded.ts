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

/** Two processes on one PGlite directory corrupt it: refuse clearly while another live process holds it. */
function claimLock(lockFile: string) {
  try {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database at ${lockFile.replace(/\.lock$/, "")} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`);
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  writeFileSync(lockFile, String(process.pid));
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
