import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { AuditEvent } from "../db/entities/index";
import { dumpDatabase, type DumpSource } from "../db/dump";
import type { Database } from "../db/database";
import type { Env } from "./env";

/**
 * Backups of the whole database (docs/decisions/108-backups-and-restore.md): the admin's download
 * (server/backup-download.ts) and the scheduled ones written here, each a gzipped plain-SQL dump that
 * `npm run db:restore` or psql loads.
 */

export type BackupSettings = { dir: string; everyHours: number; keep: number };

/** The schedule the settings ask for, or null when scheduled backups are off. */
export function backupSettings(env: Env): BackupSettings | null {
  if (!env.BACKUP_EVERY_HOURS) return null;
  const dir = path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
  return { dir, everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP };
}

/** What a running site dumps: its embedded PGlite, or the server at DATABASE_URL. */
export function dumpSourceOf(db: Database): DumpSource {
  return db.embedded ? { pglite: db.embedded.db } : { url: db.orm.config.get("clientUrl")! };
}

/** The audit trail's actions of backups. */
export const BACKUP_ACTIONS = {
  downloaded: "backup.downloaded",
  scheduled: "backup.scheduled",
  failed: "backup.failed",
} as const;

const FILE_PATTERN = /^tradescup-\d{8}T\d{6}Z\.sql\.gz$/;

/** A backup's file name: the time it stands for, in UTC, so names sort in time order. */
export function backupFileName(at: Date) {
  return `tradescup-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z")}.sql.gz`;
}

/** Of the files in the backup folder, the scheduled backups beyond the newest `keep` (other files stay). */
export function backupsToPrune(names: string[], keep: number): string[] {
  return names
    .filter((n) => FILE_PATTERN.test(n))
    .sort()
    .reverse()
    .slice(keep);
}

/** The slot a moment falls in: schedules are aligned on the epoch, so every instance agrees on them. */
export function slotOf(at: Date, everyHours: number) {
  const interval = everyHours * 3_600_000;
  return new Date(Math.floor(at.getTime() / interval) * interval);
}

export type BackupOutcome =
  | { status: "written"; file: string; bytes: number; pruned: string[] }
  | { status: "skipped"; reason: "locked" | "done" }
  | { status: "failed"; file: string; error: string };

type SchedulerOptions = {
  orm: MikroORM;
  source: DumpSource;
  settings: BackupSettings;
  now?: () => Date;
  log?: (line: string) => void;
  logError?: (line: string) => void;
};

/**
 * Writes a dump at every slot of the schedule into BACKUP_DIR and keeps the newest BACKUP_KEEP. With
 * several instances on one PostgreSQL each runs the schedule, and an advisory lock plus the audit trail
 * (has this slot been written?) let exactly one of them write each backup. The embedded database has one
 * instance, and there a transaction held during the dump would stop the dump itself (db/dump.ts).
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<BackupOutcome> | undefined;
  private abort = new AbortController();
  private stopped = true;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly logError: (line: string) => void;

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? ((line) => console.log(line));
    this.logError = options.logError ?? ((line) => console.error(line));
  }

  get settings() {
    return this.options.settings;
  }

  start() {
    this.stopped = false;
    const { everyHours, dir, keep } = this.options.settings;
    this.log(`scheduled backups: every ${everyHours} h into ${dir}, keeping the newest ${keep}`);
    this.scheduleNext();
  }

  private scheduleNext() {
    if (this.stopped) return;
    const interval = this.options.settings.everyHours * 3_600_000;
    const next = new Date(slotOf(this.now(), this.options.settings.everyHours).getTime() + interval);
    this.timer = setTimeout(
      () => {
        this.running = this.runSlot(next).catch((e: unknown) => {
          const error = e instanceof Error ? e.message : String(e);
          this.logError(`scheduled backup ${backupFileName(next)} failed: ${error}`);
          return { status: "failed", file: backupFileName(next), error } as const;
        });
        void this.running.finally(() => {
          this.running = undefined;
          this.scheduleNext();
        });
      },
      Math.max(0, next.getTime() - this.now().getTime()),
    );
    this.timer.unref();
  }

  /** Stops the schedule; a backup being written is abandoned (its partial file removed). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  /** The backup of one slot, unless another instance has it or has written it. */
  async runSlot(slot: Date): Promise<BackupOutcome> {
    const em = this.options.orm.em.fork() as EntityManager;
    if ("pglite" in this.options.source) return this.write(em, slot);
    return em.transactional(async (tx) => {
      const [{ locked }] = await tx.execute<[{ locked: boolean }]>(
        "select pg_try_advisory_xact_lock(hashtext('trades-cup scheduled backup')) as locked",
      );
      if (!locked) return { status: "skipped", reason: "locked" } as const;
      const outcomes = { $in: [BACKUP_ACTIONS.scheduled, BACKUP_ACTIONS.failed] };
      const done = await tx.count(AuditEvent, { action: outcomes, detail: { slot: slot.toISOString() } });
      if (done > 0) return { status: "skipped", reason: "done" } as const;
      return this.write(tx, slot);
    });
  }

  private async write(em: EntityManager, slot: Date): Promise<BackupOutcome> {
    const { dir, keep } = this.options.settings;
    const name = backupFileName(slot);
    const file = path.join(dir, name);
    // Written aside and renamed when complete: a crash never leaves a cut-short file under a backup's name.
    const partial = `${file}.partial`;
    let outcome: BackupOutcome;
    try {
      await mkdir(dir, { recursive: true });
      const dump = await dumpDatabase(this.options.source, { signal: this.abort.signal });
      await pipeline(dump.stream, createGzip(), createWriteStream(partial), { signal: this.abort.signal });
      await rename(partial, file);
      const bytes = (await stat(file)).size;
      const pruned = backupsToPrune(await readdir(dir), keep);
      for (const old of pruned) await rm(path.join(dir, old), { force: true });
      outcome = { status: "written", file: name, bytes, pruned };
      const removed = pruned.length ? `; removed ${pruned.join(", ")}` : "";
      this.log(`backup written: ${file} (${bytes} bytes, ${dump.method})${removed}`);
    } catch (e) {
      // Whatever failed may stop the removal too (BACKUP_DIR names a file, a disk gone): the outcome stands.
      await rm(partial, { force: true }).catch(() => {});
      outcome = { status: "failed", file: name, error: e instanceof Error ? e.message : String(e) };
      this.logError(`scheduled backup ${file} failed: ${outcome.error}`);
    }
    try {
      const detail =
        outcome.status === "written"
          ? { slot: slot.toISOString(), file: outcome.file, bytes: outcome.bytes }
          : { slot: slot.toISOString(), file: name, error: outcome.status === "failed" ? outcome.error : "" };
      const action = outcome.status === "written" ? BACKUP_ACTIONS.scheduled : BACKUP_ACTIONS.failed;
      em.create(AuditEvent, { action, actor: null, detail });
      await em.flush();
    } catch (e) {
      // The database may be what failed; the log keeps the outcome then.
      this.logError(`the outcome of backup ${file} could not be recorded: ${e instanceof Error ? e.message : e}`);
    }
    return outcome;
  }
}

declare global {
  // Kept on globalThis, as the runtime is, so dev reloads of server modules find the running schedule.
  var __tradesCupBackupScheduler: BackupScheduler | undefined;
}

export function startBackupSchedule(env: Env, db: Database) {
  const settings = backupSettings(env);
  if (!settings || globalThis.__tradesCupBackupScheduler) return;
  const scheduler = new BackupScheduler({ orm: db.orm, source: dumpSourceOf(db), settings });
  scheduler.start();
  globalThis.__tradesCupBackupScheduler = scheduler;
}

export async function stopBackupSchedule() {
  const scheduler = globalThis.__tradesCupBackupScheduler;
  globalThis.__tradesCupBackupScheduler = undefined;
  await scheduler?.stop();
}

/** The schedule of this instance, for the dashboard. */
export const currentBackupSchedule = (): BackupSettings | null => globalThis.__tradesCupBackupScheduler?.settings ?? null;
