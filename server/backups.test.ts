import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ormConfig } from "../db/config";
import { AuditEvent } from "../db/entities/index";
import { readDump } from "../db/restore";
import { loadEnv } from "./env";
import {
  BackupScheduler,
  backupFileName,
  backupSettings,
  backupsToPrune,
  dumpSourceOf,
  slotOf,
  type BackupSettings,
} from "./backups";
import { createAccounts, ADMIN, PLAYER, signIn } from "../test/auth";
import { startHarness, type Harness } from "../test/harness";
import { configureMail } from "./mail";

describe("backup files and slots", () => {
  it("name a backup by its time in UTC, so names sort in time order", () => {
    expect(backupFileName(new Date("2026-06-11T18:00:00.123Z"))).toBe("tradescup-20260611T180000Z.sql.gz");
  });

  it("prune only scheduled backups beyond the newest kept, never other files", () => {
    const names = [
      "tradescup-20260611T060000Z.sql.gz",
      "notes.txt",
      "tradescup-20260611T180000Z.sql.gz",
      "tradescup-20260611T120000Z.sql.gz",
      "tradescup-20260611T000000Z.sql.gz.partial",
    ];
    expect(backupsToPrune(names, 2)).toEqual(["tradescup-20260611T060000Z.sql.gz"]);
    expect(backupsToPrune(names, 24)).toEqual([]);
  });

  it("align slots on the epoch, so every instance agrees on them", () => {
    expect(slotOf(new Date("2026-06-11T17:59:59Z"), 6).toISOString()).toBe("2026-06-11T12:00:00.000Z");
    expect(slotOf(new Date("2026-06-11T18:00:00Z"), 6).toISOString()).toBe("2026-06-11T18:00:00.000Z");
  });

  it("are off by default; BACKUP_EVERY_HOURS turns them on, into DATA_DIR/backups unless BACKUP_DIR says otherwise", () => {
    expect(backupSettings(loadEnv({}))).toBeNull();
    expect(backupSettings(loadEnv({ BACKUP_EVERY_HOURS: "0" }))).toBeNull();
    expect(backupSettings(loadEnv({ BACKUP_EVERY_HOURS: "6", DATA_DIR: "/srv/tc" }))).toEqual({
      dir: "/srv/tc/backups",
      everyHours: 6,
      keep: 24,
    });
    expect(backupSettings(loadEnv({ BACKUP_EVERY_HOURS: "0.5", BACKUP_DIR: "/mnt/b", BACKUP_KEEP: "3" }))).toEqual({
      dir: "/mnt/b",
      everyHours: 0.5,
      keep: 3,
    });
    expect(() => loadEnv({ BACKUP_EVERY_HOURS: "-1" })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });
});

describe("scheduled backups", () => {
  let h: Harness;
  let dir: string;
  const lines: string[] = [];
  const errors: string[] = [];
  const scheduler = (settings: Partial<BackupSettings> = {}, orm = h.db.orm) =>
    new BackupScheduler({
      orm,
      source: dumpSourceOf(h.db),
      settings: { dir, everyHours: 6, keep: 2, ...settings },
      log: (l) => lines.push(l),
      logError: (l) => errors.push(l),
    });

  beforeAll(async () => {
    configureMail({ auto: false });
    h = await startHarness();
    dir = mkdtempSync(path.join(tmpdir(), "tc-backups-"));
  });
  afterAll(async () => {
    configureMail({ auto: true });
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("write a gzipped dump per slot, keep the newest BACKUP_KEEP, and record each in the audit trail", async () => {
    const s = scheduler();
    const slots = ["2026-06-11T00:00:00Z", "2026-06-11T06:00:00Z", "2026-06-11T12:00:00Z"].map((t) => new Date(t));
    for (const slot of slots) expect(await s.runSlot(slot)).toMatchObject({ status: "written", file: backupFileName(slot) });
    expect(readdirSync(dir).sort()).toEqual([backupFileName(slots[1]), backupFileName(slots[2])]);
    const statements = readDump(readFileSync(path.join(dir, backupFileName(slots[2]))));
    expect(statements.some((st) => st.sql.startsWith("INSERT INTO public.teams"))).toBe(true);
    expect(lines.at(-1)).toMatch(
      /^backup written: .*tradescup-20260611T120000Z\.sql\.gz \(\d+ bytes, (pglite|pg_dump)\); removed tradescup-20260611T000000Z\.sql\.gz$/,
    );

    const rows = await h.em().find(AuditEvent, { action: "backup.scheduled" }, { orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => r.detail)).toEqual(
      slots.map((slot) => ({ slot: slot.toISOString(), file: backupFileName(slot), bytes: expect.any(Number) })),
    );
    expect(rows[2].detail!.bytes).toBe(readFileSync(path.join(dir, backupFileName(slots[2]))).length);
  }, 60_000);

  it("show on the dashboard: the last backup's time and size; a failure, there and in the log, until a backup is written again", async () => {
    const admin = h.caller({
      user: {
        id: "00000000-0000-4000-8000-000000000001",
        email: "a@tradescup.test",
        role: "admin",
        firstName: "A",
        lastName: "D",
      },
    });
    const before = await admin.admin.backups();
    expect(before.lastWritten).toMatchObject({
      action: "backup.scheduled",
      file: "tradescup-20260611T120000Z.sql.gz",
      bytes: expect.any(Number),
    });
    expect(before.lastFailure).toBeNull();

    // BACKUP_DIR names a file, not a folder: the write fails.
    const notADir = path.join(dir, "not-a-dir");
    writeFileSync(notADir, "");
    const failed = await scheduler({ dir: notADir }).runSlot(new Date("2026-06-11T18:00:00Z"));
    expect(failed).toMatchObject({
      status: "failed",
      file: "tradescup-20260611T180000Z.sql.gz",
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    expect(errors.at(-1)).toMatch(/^scheduled backup .*not-a-dir\/tradescup-20260611T180000Z\.sql\.gz failed: /);
    const after = await admin.admin.backups();
    expect(after.lastFailure).toMatchObject({
      action: "backup.failed",
      file: "tradescup-20260611T180000Z.sql.gz",
      error: failed.status === "failed" ? failed.error : "",
    });
    expect(after.lastWritten?.file).toBe("tradescup-20260611T120000Z.sql.gz");
    expect(after.recent[0]).toMatchObject({ action: "backup.failed" });

    expect(await scheduler().runSlot(new Date("2026-06-12T00:00:00Z"))).toMatchObject({ status: "written" });
    expect((await admin.admin.backups()).lastFailure).toBeNull();
    rmSync(notADir);
  }, 60_000);

  it("run on their own from start() and stop with the server, leaving no partial file", async () => {
    const own = mkdtempSync(path.join(tmpdir(), "tc-backups-own-"));
    // A slot every 1.8 seconds.
    const s = scheduler({ dir: own, everyHours: 0.0005 });
    s.start();
    try {
      await expect
        .poll(() => readdirSync(own).filter((n) => n.endsWith(".sql.gz")).length, { timeout: 20_000, interval: 200 })
        .toBeGreaterThan(0);
    } finally {
      await s.stop();
    }
    const count = readdirSync(own).length;
    await new Promise((r) => setTimeout(r, 2_500));
    expect(readdirSync(own)).toHaveLength(count);
    expect(readdirSync(own).filter((n) => n.endsWith(".partial"))).toEqual([]);
    rmSync(own, { recursive: true, force: true });
  }, 60_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "with several instances on one PostgreSQL, write each slot once",
    async () => {
      const url = h.db.orm.config.get("clientUrl")!;
      const others = await Promise.all([1, 2].map(() => MikroORM.init(ormConfig(url, { embedded: false }))));
      try {
        const slot = new Date("2026-06-13T00:00:00Z");
        const outcomes = await Promise.all(
          [scheduler({}, h.db.orm), ...others.map((orm) => scheduler({}, orm))].map((s) => s.runSlot(slot)),
        );
        expect(outcomes.filter((o) => o.status === "written")).toHaveLength(1);
        expect(outcomes.filter((o) => o.status === "skipped")).toHaveLength(2);
        expect(await h.em().count(AuditEvent, { action: "backup.scheduled", detail: { slot: slot.toISOString() } })).toBe(1);
        // A late instance finds the slot done.
        expect(await scheduler({}, others[0]).runSlot(slot)).toEqual({ status: "skipped", reason: "done" });
      } finally {
        await Promise.all(others.map((orm) => orm.close(true)));
      }
    },
    60_000,
  );
});

describe("GET /api/admin/backup", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await createAccounts(h.em());
  });
  afterAll(async () => h?.close());

  it("refuses anyone but a signed-in admin, in the asker's language", async () => {
    const anonymous = await fetch(`${h.url}/api/admin/backup?lang=es`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(await anonymous.json()).toEqual({
      error: { code: "UNAUTHORIZED", message: "Inicia sesión como administrador para hacer esto." },
    });
    const player = await fetch(`${h.url}/api/admin/backup`, { headers: { cookie: await signIn(h, PLAYER) } });
    expect(player.status).toBe(403);
    expect(await player.json()).toEqual({ error: { code: "FORBIDDEN", message: "Only administrators can do this." } });
    expect(await h.em().count(AuditEvent, {})).toBe(0);
  });

  it("stays closed with AUTH_MODE=off: a backup holds every account's data", async () => {
    const runtime = await globalThis.__tradesCupRuntime!;
    runtime.env.AUTH_MODE = "off";
    try {
      const res = await fetch(`${h.url}/api/admin/backup`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: { code: "UNAUTHORIZED", message: expect.stringContaining("even with AUTH_MODE=off") },
      });
    } finally {
      runtime.env.AUTH_MODE = "required";
    }
  });

  it("gives a signed-in admin a gzipped, never cached dump, and records who took it", async () => {
    const res = await fetch(`${h.url}/api/admin/backup`, { headers: { cookie: await signIn(h, ADMIN) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const filename = /^attachment; filename="(tradescup-\d{8}T\d{6}Z\.sql\.gz)"$/.exec(
      res.headers.get("content-disposition") ?? "",
    )?.[1];
    expect(filename).toBeTruthy();
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(text).toMatch(/^--\n-- PostgreSQL database dump\n--\n/);
    expect(text).toContain("CREATE TABLE public.users");
    // Password and session hashes are in it as the database keeps them, never the password itself.
    expect(text).toContain("$argon2id$");
    expect(text).not.toContain(ADMIN.password);
    const [row] = await h.em().find(AuditEvent, { action: "backup.downloaded" });
    expect(row).toMatchObject({
      actor: "Chief Admin <chief@tradescup.test>",
      detail: { file: filename, method: expect.stringMatching(/^(pglite|pg_dump)$/) },
    });
    expect(row.actorId).toBeTruthy();
  }, 60_000);
});
