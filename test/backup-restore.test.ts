import { randomBytes, randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import type { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEvent, Match, NewsletterSubscription, OutboxEmail, type MatchRow } from "../db/entities/index";
import { openDatabase, prepareDatabase, type Database } from "../db/database";
import { dumpDatabase } from "../db/dump";
import { migrate } from "../db/migrate";
import { embeddedTarget, readDump, restoreDump, RestoreError, serverTarget, type RestoreTarget } from "../db/restore";
import { dumpSourceOf } from "../server/backups";
import { configureMail } from "../server/mail";
import { ADMIN, PLAYER, createAccounts, signIn } from "./auth";
import { startHarness, type Harness } from "./harness";

/**
 * A backup taken from the running site while a writer keeps writing, restored into a fresh
 * embedded database (through `npm run db:restore`) and into a fresh database on a real PostgreSQL,
 * holds exactly the source as it was at the backup's snapshot — every table's rows — and the restored
 * site answers as the source did. Damaged files are refused and leave the target as it was.
 */

const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.TEST_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const run = promisify(execFile);
const WRITER = "backup-writer";

let h: Harness;
let adminCookie: string;
let backup: Buffer;
/** Every table's row count and checksum in the source at the backup's snapshot. */
let atSnapshot: Record<string, string>;
/** REST answers of the source at the snapshot, by path. */
let answers: Record<string, unknown>;
let writerRows: { before: number; inBackup: number; total: number };
let dataDir: string;
let pgAnswers = false;
/** On a PostgreSQL source: the same snapshot through our own logical dump (used without a usable pg_dump). */
let logicalBackup: Buffer | null = null;

/**
 * Row count and an md5 of every row of every table, engine-neutral: times print in the session's zone and
 * text sorts by collation, both fixed here, so PGlite and a server agree. `rows` runs on one session.
 */
async function sumsWith(rows: <T>(sql: string) => Promise<T[]>): Promise<Record<string, string>> {
  await rows("set local timezone = 'UTC'");
  const tables = await rows<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; sum: string | null }>(
      `select count(*)::int as n, md5(string_agg(r::text, E'\\n' order by r::text collate "C")) as sum from public."${name}" r`,
    );
    sums[name] = `${row.n} ${row.sum ?? "-"}`;
  }
  return sums;
}

/** The sums of a database the ORM serves, read in one transaction (one snapshot). */
const tableSums = (orm: MikroORM) => orm.em.fork().transactional((em) => sumsWith((sql) => em.execute(sql)));

/** The sums of a restore target, read in one transaction. */
async function targetSums(target: RestoreTarget) {
  await target.exec("begin");
  try {
    return await sumsWith(target.rows);
  } finally {
    await target.exec("rollback");
  }
}

const PATHS = (matchId: string, teamId: string) => [
  "/api/teams",
  "/api/matches",
  `/api/matches/${matchId}`,
  `/api/admin/registrations/players`,
  `/api/admin/franchise/${teamId}`,
  "/api/admin/backups",
];

/** What the site answers on a few public and admin reads (the admin's session comes along in the backup). */
async function answersOf(site: Harness, matchId: string, teamId: string) {
  const out: Record<string, unknown> = {};
  for (const p of PATHS(matchId, teamId)) {
    const res = await fetch(`${site.url}${p}`, { headers: { cookie: adminCookie } });
    out[p] = { status: res.status, body: await res.json() };
  }
  return out;
}

const pgAnswering = () =>
  new Promise<boolean>((resolve) => {
    const url = new URL(PG_URL);
    const socket = connect(Number(url.port || 5432), url.hostname);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** npm run db:restore, as a person would run it (no terminal: stdin is not a TTY). */
async function restoreCli(file: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(path.resolve("node_modules/.bin/tsx"), ["db/restore-cli.ts", file, ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let matchId: string;
let teamId: string;

beforeAll(async () => {
  // Mail delivery would mark queued mail as logged at any moment: no writes here but the test's own.
  configureMail({ auto: false });
  h = await startHarness();
  pgAnswers = await pgAnswering();
  dataDir = mkdtempSync(path.join(tmpdir(), "tc-restore-"));
  await createAccounts(h.em());
  adminCookie = await signIn(h, ADMIN);
  const admin = h.caller({ user: { id: randomUUID(), email: "a@tradescup.test", role: "admin", firstName: "A", lastName: "D" } });

  // Writes of every kind the issue names: an order, a registration, match events, a contract.
  const teams = await h.caller().teams.list();
  teamId = teams[0].id;
  const sessionId = `backup-${randomUUID()}`;
  const [jersey] = await h.caller().commerce.products({ teamId });
  await h.caller().commerce.addToCart({
    sessionId,
    productId: jersey.id,
    variantId: jersey.variants[0].id,
    teamId: jersey.teamId,
    quantity: 2,
  });
  const checkout = await h.caller().commerce.createPaymentIntent({ sessionId, amount: 2 * jersey.variants[0].price });
  await h.caller().commerce.confirmDemoPayment({
    orderId: checkout.orderId,
    sessionId,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/30",
    cvc: "123",
  });
  await h.caller().registrations.applyPlayer({
    firstName: "Eva",
    lastName: "Backup",
    email: "eva.backup@tradescup.test",
    teamId,
    tradeSpecialty: "plumbing",
    preferredPosition: "midfielder",
    experience: "advanced",
    availability: "weekends",
    jerseySize: "L",
    liabilityWaiver: true,
  });
  await admin.commerce.franchise.addContract({
    teamId,
    playerName: "Kai Backup",
    position: "forward",
    baseSalary: 55_000,
    durationYears: 2,
    startDate: "2026-06-01",
    bonuses: "Goals: 500 each",
  });
  const [match] = (await h.em().find(Match, { round: "group" }, { orderBy: { matchDate: "asc" }, limit: 1 })) as MatchRow[];
  matchId = match.id;
  for (const side of [match.homeTeamId, match.awayTeamId]) {
    const ids = (await h.caller().players.byTeam({ teamId: side })).filter((p) => p.status === "active").map((p) => p.id);
    await admin.matches.setLineup({
      matchId,
      teamId: side,
      starters: ids.slice(0, 11),
      substitutes: ids.slice(11, 14),
      captainId: ids[0],
      goalkeeperId: ids[0],
    });
  }
  await admin.matches.update({ matchId, status: "live", minute: 30 });
  const scorer = (await h.caller().matches.detail({ matchId })).lineups.home!.starters[5].playerId;
  await admin.matches.addEvent({
    matchId,
    kind: "goal",
    teamId: match.homeTeamId,
    playerId: scorer,
    minute: 18,
    ownGoal: false,
    penalty: false,
  });
  await admin.matches.addEvent({ matchId, kind: "yellow_card", teamId: match.homeTeamId, playerId: scorer, minute: 25 });

  // A writer that keeps writing (each write two rows in one transaction) while the backup is taken.
  let written = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      const n = written + 1;
      await h.em().transactional(async (em) => {
        em.create(NewsletterSubscription, { email: `${WRITER}-${n}@tradescup.test`, source: WRITER });
        em.create(OutboxEmail, { to: `${WRITER}-${n}@tradescup.test`, subject: `write ${n}`, body: "-" });
      });
      written = n;
    }
  })();
  while (written < 5) await new Promise((r) => setTimeout(r, 5));
  const before = written;
  const res = await fetch(`${h.url}/api/admin/backup`, { headers: { cookie: adminCookie } });
  expect(res.status).toBe(200);
  backup = Buffer.from(await res.arrayBuffer());
  const afterBackup = written;
  while (written < afterBackup + 5) await new Promise((r) => setTimeout(r, 5));
  writing = false;
  await writer;

  // The source at the snapshot: what it holds now, less what was written after it — the writer's later
  // writes and the audit row of the download itself.
  const dumped = gunzipSync(backup).toString("utf8");
  const inBackup = [...dumped.matchAll(new RegExp(`'${WRITER}-(\\d+)@tradescup\\.test'`, "g"))].map((m) => Number(m[1]));
  const k = Math.max(0, ...inBackup);
  writerRows = { before, inBackup: k, total: written };
  const later = Array.from({ length: written - k }, (_, i) => `${WRITER}-${k + i + 1}@tradescup.test`);
  const em = h.em();
  await em.nativeDelete(NewsletterSubscription, { email: { $in: later } });
  await em.nativeDelete(OutboxEmail, { to: { $in: later } });
  await em.nativeDelete(AuditEvent, { action: "backup.downloaded" });
  atSnapshot = await tableSums(h.db.orm);
  if (!h.db.embedded) {
    const logical = await dumpDatabase(dumpSourceOf(h.db), { method: "logical" });
    expect(logical.method).toBe("logical");
    logicalBackup = Buffer.concat(await logical.stream.toArray());
  }
  answers = await answersOf(h, matchId, teamId);
  await h.close();
}, 240_000);

afterAll(() => {
  configureMail({ auto: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a backup taken while a writer keeps writing", () => {
  it("is one consistent snapshot: the writer's writes up to a point, each whole, and none after", () => {
    expect(writerRows.inBackup).toBeGreaterThanOrEqual(writerRows.before);
    expect(writerRows.inBackup).toBeLessThan(writerRows.total);
    const text = gunzipSync(backup).toString("utf8");
    for (const table of ["newsletter_subscriptions", "email_outbox"]) {
      const rows = text
        .split("\n")
        .filter((l) => l.includes(`${WRITER}-`) && l.includes(table === "email_outbox" ? "'write " : `'${WRITER}'`));
      expect(rows.length, table).toBe(writerRows.inBackup);
    }
    expect(atSnapshot.orders).not.toMatch(/^0 /);
    expect(atSnapshot.contracts).not.toMatch(/^0 /);
    expect(atSnapshot.match_events).toMatch(/^2 /);
    expect(atSnapshot.player_registrations).not.toMatch(/^0 /);
  });

  it("restores into a fresh embedded database (npm run db:restore) holding every row as at the snapshot, and the site starts on it and answers the same", async () => {
    const file = path.join(dataDir, "backup.sql.gz");
    writeFileSync(file, backup);
    const cli = await restoreCli(file, [], { DATA_DIR: dataDir });
    expect(cli.stderr).toBe("");
    expect(cli).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Restored ${file} into the embedded database in ${dataDir}/pglite`),
    });

    const db = await openDatabase({ dataDir: `${dataDir}/pglite` });
    expect(await migrate(db.orm)).toEqual([]);
    await prepareDatabase(db.orm, { embedded: true });
    expect(await tableSums(db.orm)).toEqual(atSnapshot);
    const site = await startHarness({ db });
    try {
      expect(await answersOf(site, matchId, teamId)).toEqual(answers);
      // The restored accounts sign in as before.
      await signIn(site, PLAYER);
    } finally {
      await site.close();
    }
  }, 240_000);

  it("restores into a fresh database on PostgreSQL holding every row as at the snapshot, and the site starts on it and answers the same", async (ctx) => {
    if (!pgAnswers) {
      console.warn(`no PostgreSQL answers at ${PG_URL}: the restore into a real server is not tested in this run`);
      return ctx.skip();
    }
    const { admin, name, url } = await freshServerDatabase();
    let db: Database | undefined;
    try {
      const target = await serverTarget(url);
      await restoreDump(target, readDump(backup)).finally(() => target.close());
      db = await openDatabase({ databaseUrl: url });
      expect(await migrate(db.orm)).toEqual([]);
      expect(await tableSums(db.orm)).toEqual(atSnapshot);
      const site = await startHarness({ db });
      db = undefined;
      try {
        expect(await answersOf(site, matchId, teamId)).toEqual(answers);
      } finally {
        await site.close();
      }

      // A statement that fails half-way undoes the whole restore, the --replace's drop included.
      const broken = Buffer.from(
        gunzipSync(backup).toString("utf8").replace("INSERT INTO public.teams", "INSERT INTO public.no_such_table"),
      );
      const again = await serverTarget(url);
      const refused = await restoreDump(again, readDump(broken), { replace: true }).catch((e: unknown) => e);
      await again.close();
      expect(refused).toBeInstanceOf(RestoreError);
      expect((refused as Error).message).toMatch(
        /^Line \d+ of the dump failed: relation "public.no_such_table" does not exist\. Nothing was changed in the database postgresql:\/\/postgres@/,
      );
      const check = await openDatabase({ databaseUrl: url });
      expect(await tableSums(check.orm)).toEqual(atSnapshot);
      await check.close();
    } finally {
      await db?.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 240_000);

  it("from a PostgreSQL source, our logical dump (taken when this machine's pg_dump cannot read the server) restores the same rows", async (ctx) => {
    if (!logicalBackup) {
      console.warn("the source is the embedded database: the logical dump of a server is tested in the PostgreSQL run");
      return ctx.skip();
    }
    const { admin, name, url } = await freshServerDatabase();
    try {
      const target = await serverTarget(url);
      await restoreDump(target, readDump(logicalBackup)).finally(() => target.close());
      const db = await openDatabase({ databaseUrl: url });
      try {
        expect(await migrate(db.orm)).toEqual([]);
        expect(await tableSums(db.orm)).toEqual(atSnapshot);
      } finally {
        await db.close();
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 240_000);
});

/** A new, empty database on the PostgreSQL at PG_URL, and a connection to drop it with. */
async function freshServerDatabase() {
  const name = `tc_restore_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  return { admin, name, url: Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString() };
}

describe("a damaged or unsuitable backup", () => {
  const text = () => gunzipSync(backup).toString("utf8");

  it("is refused before anything is touched, with what is wrong", () => {
    const corrupt = Buffer.from(backup);
    for (let i = Math.floor(corrupt.length / 2); i < corrupt.length / 2 + 64; i++) corrupt[i] ^= 0xff;
    expect(() => readDump(corrupt)).toThrow(/^The file is not a complete gzip file \(.+\): it is damaged or was cut short\.$/);
    expect(() => readDump(backup.subarray(0, Math.floor(backup.length / 2)))).toThrow(/not a complete gzip file .* cut short/);
    expect(() => readDump(Buffer.from(text().slice(0, text().length / 2)))).toThrow(
      /The dump is incomplete: its closing line .* is missing/,
    );
    expect(() => readDump(gzipSync("select 1;"))).toThrow("not a PostgreSQL plain-SQL dump");
    expect(() => readDump(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toThrow("is not text (UTF-8)");
    expect(() =>
      readDump(Buffer.from(text().replace("SET statement_timeout = 0;", "COPY public.teams (id) FROM stdin;\nx\n\\.\n"))),
    ).toThrow(/COPY … FROM stdin/);
    // The same backup, uncompressed, is read as well.
    expect(readDump(Buffer.from(text()))).toEqual(readDump(backup));
  });

  it("through npm run db:restore: a corrupt file, --replace without a terminal or --yes — each refused, the target as it was", async () => {
    const corrupt = path.join(dataDir, "corrupt.sql.gz");
    const bytes = Buffer.from(backup);
    for (let i = Math.floor(bytes.length / 2); i < bytes.length / 2 + 64; i++) bytes[i] ^= 0xff;
    writeFileSync(corrupt, bytes);
    const env = { DATA_DIR: dataDir };
    expect(await restoreCli(corrupt, ["--replace", "--yes"], env)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^The file is not a complete gzip file .* Nothing was restored\.\n$/),
    });
    expect(await restoreCli(path.join(dataDir, "backup.sql.gz"), ["--replace"], env)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^--replace would delete everything in the embedded database in .* \(\d+ tables and sequences, such as .*\); without a terminal to confirm on, add --yes\.\nNothing was restored/,
      ),
    });

    // The target the previous test's site signed in on since: compared with itself.
    const target = await embeddedTarget(`${dataDir}/pglite`);
    try {
      const before = await targetSums(target);
      const nonEmpty = await restoreDump(target, readDump(backup)).catch((e: unknown) => e);
      expect((nonEmpty as Error).message).toMatch(
        /^The embedded database in .* is not empty \(\d+ tables and sequences, such as .*\)\. Restore into an empty database, or give --replace/,
      );
      // A statement that fails half-way undoes the whole restore, the --replace's drop included.
      const broken = Buffer.from(text().replace("INSERT INTO public.teams", "INSERT INTO public.no_such_table"));
      const failed = await restoreDump(target, readDump(broken), { replace: true }).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(RestoreError);
      expect((failed as Error).message).toMatch(
        /^Line \d+ of the dump failed: relation "public.no_such_table" does not exist\. Nothing was changed in the embedded database/,
      );
      expect(await targetSums(target)).toEqual(before);
    } finally {
      await target.close();
    }
  }, 240_000);
});
