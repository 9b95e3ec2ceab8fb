import { z } from "zod";
import { AuditEvent } from "../../db/entities/index";
import { BACKUP_ACTIONS, currentBackupSchedule } from "../../server/backups";
import { adminProcedure } from "../../server/trpc";

/** How many backup events the dashboard lists. */
const RECENT_BACKUPS = 10;

const ACTIONS = Object.values(BACKUP_ACTIONS);

const BackupEventOutput = z.object({
  id: z.string().uuid(),
  at: z.date(),
  action: z.enum(ACTIONS),
  /** Who downloaded it; null for a scheduled backup. */
  actor: z.string().nullable(),
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
});

const BackupStatusOutput = z.object({
  /** This instance's schedule (BACKUP_EVERY_HOURS, BACKUP_DIR, BACKUP_KEEP), or null when off. */
  schedule: z.object({ everyHours: z.number(), dir: z.string(), keep: z.number().int() }).nullable(),
  lastWritten: BackupEventOutput.nullable(),
  /** The latest scheduled backup that failed, when no backup was written after it. */
  lastFailure: BackupEventOutput.nullable(),
  recent: z.array(BackupEventOutput),
});

type Row = {
  id: string;
  createdAt: Date;
  action: string;
  actor?: string | null;
  detail?: Record<string, unknown> | null;
};
const toEvent = (row: Row): z.infer<typeof BackupEventOutput> => ({
  id: row.id,
  at: row.createdAt,
  action: row.action as (typeof ACTIONS)[number],
  actor: row.actor ?? null,
  file: typeof row.detail?.file === "string" ? row.detail.file : null,
  bytes: typeof row.detail?.bytes === "number" ? row.detail.bytes : null,
  error: typeof row.detail?.error === "string" ? row.detail.error : null,
});

/** The dashboard's Data tab: backups from the audit trail (docs/decisions/108-backups-and-restore.md). */
export const backupProcedures = {
  backups: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/backups",
        protect: true,
        tags: ["admin"],
        summary:
          "Backups (admin): the schedule, the last scheduled backup and any failure since, and the latest " +
          "backups in the audit trail. The backup itself is GET /api/admin/backup",
      },
    })
    .input(z.void())
    .output(BackupStatusOutput)
    .query(async ({ ctx }) => {
      const newest = { orderBy: { createdAt: "desc" as const } };
      const recent = await ctx.em.find(AuditEvent, { action: { $in: ACTIONS } }, { ...newest, limit: RECENT_BACKUPS });
      const lastWritten = await ctx.em.findOne(AuditEvent, { action: BACKUP_ACTIONS.scheduled }, newest);
      const lastFailed = await ctx.em.findOne(AuditEvent, { action: BACKUP_ACTIONS.failed }, newest);
      const failing = lastFailed && (!lastWritten || lastFailed.createdAt > lastWritten.createdAt);
      return {
        schedule: currentBackupSchedule(),
        lastWritten: lastWritten ? toEvent(lastWritten) : null,
        lastFailure: failing ? toEvent(lastFailed) : null,
        recent: recent.map(toEvent),
      };
    }),
};
