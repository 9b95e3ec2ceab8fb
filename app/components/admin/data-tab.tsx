import { useState, type MouseEvent } from "react";
import { useRevalidator } from "react-router";
import { AlertTriangle, DatabaseBackup, Download, History, RotateCcw } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { formatBytes, formatDateTime } from "@shared/format";
import type { AdminBackups, SessionInfo } from "./types";

/** The backup's download (server/backup-download.ts). */
const BACKUP_PATH = "/api/admin/backup";

/**
 * Backups (docs/decisions/108-backups-and-restore.md): the download, the schedule and its last outcome,
 * how to restore, and the backups the audit trail records.
 */
export function DataTab({ backups, session }: { backups: AdminBackups; session: SessionInfo }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <BackupDownload signedIn={!!session.user} />
      <BackupSchedule backups={backups} />
      <RestoreHelp />
      <BackupHistory backups={backups} />
    </div>
  );
}

function BackupDownload({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  /**
   * A plain link without JavaScript. With it the file is fetched first, so a refusal is a toast with the
   * server's reason rather than a failed download, and the history below then shows this backup.
   */
  async function onDownload(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(BACKUP_PATH);
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? t("forms.failedText"));
      }
      const filename = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "backup.sql.gz";
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      toast({ title: t("admin.data.downloaded"), description: filename, variant: "success" });
      void revalidator.revalidate();
    } catch (error) {
      toast({
        title: t("admin.data.downloadFailed"),
        description: error instanceof TypeError ? t("forms.failedText") : (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="admin-backup" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="admin-backup" className="card-title text-lg">
          <DatabaseBackup aria-hidden="true" className="size-5" /> {t("admin.data.backupTitle")}
        </h2>
        <p className="text-sm">{t("admin.data.backupText")}</p>
        <p className="text-sm text-base-content/80">{t("admin.data.backupSecret")}</p>
        {signedIn ? (
          <a
            href={BACKUP_PATH}
            download
            className={`btn btn-primary w-fit ${busy ? "btn-disabled" : ""}`}
            onClick={onDownload}
            aria-disabled={busy || undefined}
            data-testid="backup-download"
          >
            <Download aria-hidden="true" className="size-4" /> {busy ? t("admin.data.preparing") : t("admin.data.download")}
          </a>
        ) : (
          <p role="note" className="rounded-box bg-base-200 p-3 text-sm" data-testid="backup-sign-in">
            {t("admin.data.signInToDownload")}
          </p>
        )}
        <p role="status" aria-live="polite" className="sr-only">
          {busy ? t("admin.data.preparing") : ""}
        </p>
      </div>
    </section>
  );
}

function BackupSchedule({ backups }: { backups: AdminBackups }) {
  const { t, i18n } = useTranslation();
  const { schedule, lastWritten, lastFailure } = backups;
  return (
    <section aria-labelledby="admin-backup-schedule" className="card bg-base-100 shadow-sm" data-testid="backup-schedule">
      <div className="card-body gap-3">
        <h2 id="admin-backup-schedule" className="card-title text-lg">
          <History aria-hidden="true" className="size-5" /> {t("admin.data.scheduleTitle")}
        </h2>
        <p className="text-sm">
          {schedule
            ? t("admin.data.scheduleOn", {
                hours: new Intl.NumberFormat(i18n.language).format(schedule.everyHours),
                count: schedule.everyHours,
                dir: schedule.dir,
                keep: schedule.keep,
              })
            : t("admin.data.scheduleOff")}
        </p>
        {lastFailure ? (
          <div
            role="alert"
            className="flex gap-3 rounded-box border border-error bg-base-200 p-3 text-sm"
            data-testid="backup-failure"
          >
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-error" />
            <div>
              <p className="font-semibold">
                {t("admin.data.lastFailed", { date: formatDateTime(i18n.language, lastFailure.at) })}
              </p>
              <p className="break-words">{lastFailure.error}</p>
            </div>
          </div>
        ) : null}
        {lastWritten ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="backup-last">
            <dt className="font-medium">{t("admin.data.lastBackup")}</dt>
            <dd>
              <time dateTime={new Date(lastWritten.at).toISOString()}>{formatDateTime(i18n.language, lastWritten.at)}</time>
            </dd>
            <dt className="font-medium">{t("admin.data.file")}</dt>
            <dd className="break-all font-mono text-xs">{lastWritten.file}</dd>
            <dt className="font-medium">{t("admin.data.size")}</dt>
            <dd>{lastWritten.bytes === null ? "—" : formatBytes(i18n.language, lastWritten.bytes)}</dd>
          </dl>
        ) : schedule ? (
          <p className="text-sm text-base-content/80">{t("admin.data.noneYet")}</p>
        ) : null}
      </div>
    </section>
  );
}

function RestoreHelp() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-restore" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id="admin-restore" className="card-title text-lg">
          <RotateCcw aria-hidden="true" className="size-5" /> {t("admin.data.restoreTitle")}
        </h2>
        <p className="text-sm">{t("admin.data.restoreText")}</p>
        <pre
          translate="no"
          className="overflow-x-auto rounded-box bg-base-200 p-3 text-xs"
          tabIndex={0}
          aria-label={t("admin.data.restoreCommand")}
        >
          <code>npm run db:restore -- tradescup-….sql.gz</code>
        </pre>
        <p className="text-sm">{t("admin.data.moveText")}</p>
        <pre
          translate="no"
          className="overflow-x-auto rounded-box bg-base-200 p-3 text-xs"
          tabIndex={0}
          aria-label={t("admin.data.moveCommand")}
        >
          <code>{"DATABASE_URL=postgresql://user:pass@host:5432/tradescup npm run db:restore -- tradescup-….sql.gz"}</code>
        </pre>
      </div>
    </section>
  );
}

function BackupHistory({ backups }: { backups: AdminBackups }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="admin-backup-history" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id="admin-backup-history" className="card-title text-lg">
          {t("admin.data.historyTitle")}
        </h2>
        {backups.recent.length === 0 ? (
          <p className="text-sm text-base-content/80">{t("admin.data.historyEmpty")}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admin-backup-history">
            <table className="table table-sm" data-testid="backup-history">
              <caption className="sr-only">{t("admin.data.historyCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin.data.when")}</th>
                  <th scope="col">{t("admin.data.what")}</th>
                  <th scope="col">{t("admin.data.size")}</th>
                </tr>
              </thead>
              <tbody>
                {backups.recent.map((event) => (
                  <tr key={event.id}>
                    <td className="whitespace-nowrap">
                      <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(i18n.language, event.at)}</time>
                    </td>
                    <td>
                      {event.action === "backup.downloaded"
                        ? t("admin.data.downloadedBy", { who: event.actor ?? "" })
                        : event.action === "backup.scheduled"
                          ? t("admin.data.scheduled")
                          : t("admin.data.failed", { error: event.error ?? "" })}
                    </td>
                    <td className="whitespace-nowrap">{event.bytes === null ? "—" : formatBytes(i18n.language, event.bytes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
