import { execFile, spawn } from "node:child_process";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { protocol, type PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import { logicalDump } from "./logical-dump";

/**
 * Every dump is plain SQL that psql reads, without owners or grants (the target's user is seldom the
 * source's) and with rows as INSERT statements, 200 to a statement: the embedded database cannot take
 * COPY data from a script, and one format keeps one restore path (docs/decisions/108-backups-and-restore.md).
 */
export const DUMP_ARGS = ["--no-owner", "--no-privileges", "--rows-per-insert=200"];

export type DumpMethod = "pglite" | "pg_dump" | "logical";
export type DumpSource = { pglite: PGlite } | { url: string };
export type Dump = { method: DumpMethod; stream: Readable };

/**
 * A dump of the whole database from one consistent snapshot, taken while the site keeps running: the
 * embedded database through PGlite's own pg_dump, a real PostgreSQL through the pg_dump on this machine
 * when it can read that server, else through our own logical dump in one REPEATABLE READ transaction.
 * It resolves once the dump has started, so a failure to start is an error here, not half a file.
 */
export async function dumpDatabase(
  source: DumpSource,
  options: { method?: "pg_dump" | "logical"; signal?: AbortSignal } = {},
): Promise<Dump> {
  if ("pglite" in source) return { method: "pglite", stream: Readable.from([await dumpEmbedded(source.pglite)]) };
  const method = options.method ?? ((await pgDumpReads(source.url)) ? "pg_dump" : "logical");
  const stream =
    method === "pg_dump"
      ? spawnPgDump(source.url, options.signal)
      : Readable.from(logicalDump(source.url), { objectMode: false });
  return { method, stream: await started(stream) };
}

/** Waits for a stream's first bytes (or its failure), then hands back the whole of it. */
async function started(stream: Readable): Promise<Readable> {
  const chunks = stream[Symbol.asyncIterator]();
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
    { objectMode: false },
  );
}

// ---- the embedded database -------------------------------------------------------------------------

/** How long a dump waits for transactions of the site to finish before it gives up. */
const BUSY_LIMIT_MS = 30_000;

/**
 * PGlite is one session, shared by the app's connection (through pglite-socket) and pg_dump, which runs
 * synchronously, so no write can happen during it and its REPEATABLE READ snapshot is the whole state.
 * It must start between transactions (inside one it would see, and end, another's half-done work), and
 * the session must be given back as it was: pg_dump leaves its read-only transaction open, its settings
 * (search_path '', timeouts) and its prepared statements behind. So it runs holding PGlite's query lock,
 * which the socket server takes for every message, and only when no transaction is open.
 */
async function dumpEmbedded(db: PGlite): Promise<string> {
  const deadline = Date.now() + BUSY_LIMIT_MS;
  for (;;) {
    const text = await db.runExclusive(async () => {
      if (db.isInTransaction()) return null;
      const before = await sessionState(db);
      try {
        return await (await pgDump({ pg: lockedSession(db, before.searchPath), args: DUMP_ARGS })).text();
      } finally {
        await restoreSession(db, before);
      }
    });
    if (text !== null) return text;
    if (Date.now() > deadline) {
      throw new Error("the database stayed busy with other transactions: try the backup again");
    }
    await sleep(2);
  }
}

type SessionState = { searchPath: string; settings: Array<[string, string]>; prepared: Set<string> };

/** Runs statements on the session without PGlite's locks (the caller holds them) and returns the rows. */
async function rawQuery(db: PGlite, sql: string): Promise<string[][]> {
  const messages = await db.execProtocolStream(protocol.serialize.query(sql));
  type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;
  return messages.filter((m) => m.name === "dataRow").map((m) => (m as DataRow).fields as string[]);
}

async function sessionState(db: PGlite): Promise<SessionState> {
  const [[searchPath]] = await rawQuery(db, "select current_setting('search_path')");
  const settings = await rawQuery(db, "select name, setting from pg_settings where source = 'session'");
  const prepared = new Set((await rawQuery(db, "select name from pg_prepared_statements")).map(([name]) => name));
  return { searchPath, settings: settings as Array<[string, string]>, prepared };
}

async function restoreSession(db: PGlite, before: SessionState) {
  if (db.isInTransaction()) await rawQuery(db, "rollback");
  await rawQuery(db, "reset all");
  for (const [name, setting] of before.settings) {
    await rawQuery(db, `select set_config(${literal(name)}, ${literal(setting)}, false)`);
  }
  for (const [name] of await rawQuery(db, "select name from pg_prepared_statements")) {
    if (!before.prepared.has(name)) await rawQuery(db, `deallocate "${name.replaceAll('"', '""')}"`);
  }
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * What pgDump is handed for a PGlite: its protocol calls go to the session as they are; its own
 * before-and-after queries (the search path it reads, then `DEALLOCATE ALL` and `SET search_path`) would
 * wait forever on the lock held around the dump, and restoreSession does their work more carefully.
 */
function lockedSession(db: PGlite, searchPath: string): PGlite {
  return {
    query: async () => ({ rows: [{ search_path: searchPath }] }),
    exec: async () => [],
    execProtocolRawStream: db.execProtocolRawStream.bind(db),
  } as unknown as PGlite;
}

// ---- a real PostgreSQL -----------------------------------------------------------------------------

let pgDumpMajor: Promise<number | null> | undefined;

/** The major version of the pg_dump on PATH, or null without one. */
function installedPgDump(): Promise<number | null> {
  pgDumpMajor ??= promisify(execFile)("pg_dump", ["--version"]).then(
    ({ stdout }) => Number(/\s(\d+)[.\d]*/.exec(stdout)?.[1]) || null,
    () => null,
  );
  return pgDumpMajor;
}

/** pg_dump refuses servers newer than itself. */
async function pgDumpReads(url: string): Promise<boolean> {
  const major = await installedPgDump();
  if (major === null) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0].v) / 10_000) <= major;
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump on the server at `url`. The password goes in the environment, not on the command line,
 * where any user of the machine could read it.
 */
function spawnPgDump(url: string, signal?: AbortSignal): Readable {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  const child = spawn("pg_dump", [...DUMP_ARGS, `--dbname=${target}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
    signal,
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const out = new Readable({ read: () => child.stdout.resume() });
  child.stdout.on("data", (chunk: Buffer) => {
    if (!out.push(chunk)) child.stdout.pause();
  });
  child.on("error", (error) => out.destroy(error));
  child.on("close", (code) => {
    if (code === 0) out.push(null);
    else out.destroy(new Error(`pg_dump failed: ${stderr.trim() || `exit code ${code}`}`));
  });
  out.on("close", () => child.exitCode === null && child.kill());
  return out;
}
