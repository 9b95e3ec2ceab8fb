import { useTranslation } from "~/lib/translations";
import { CheckCircle2, Play } from "lucide-react";
import { isOverdue, taskActions } from "@shared/staff/task-rules";
import { formatCents } from "@shared/money";
import { IntentForm, type IntentCall } from "~/components/forms/use-intent";
import type { ProjectTaskRow } from "./types";

/** What Start and Complete post (UpdateTaskStatusSchema). */
export type TaskStatusChange = { id: string; status: "in_progress" | "completed" };

const PRIORITY_BADGE: Record<string, string> = {
  low: "badge-ghost",
  medium: "badge-info",
  high: "badge-warning",
  urgent: "badge-error",
};
const STATUS_BADGE: Record<string, string> = {
  pending: "badge-neutral",
  in_progress: "badge-info",
  completed: "badge-success",
  cancelled: "badge-ghost",
};

/**
 * Spec platform §2 task card. Start and Complete are hidden once the task is completed or cancelled;
 * Start is disabled while it is in progress. The server enforces the same rules.
 */
export function TaskCard({
  task,
  teamName,
  assigneeName,
  now,
  timeZone,
  update,
}: {
  task: ProjectTaskRow;
  teamName: string | null;
  assigneeName: string | null;
  now: Date;
  timeZone: string;
  /** The page's `updateTask` intent (posted forms, so they work without JavaScript); absent for visitors who may not move tasks. */
  update?: IntentCall<TaskStatusChange>;
}) {
  const { t, i18n } = useTranslation();
  const actions = taskActions(task.status);
  const busy = !!update?.busy && update.sending?.id === task.id;
  const overdue = isOverdue(task, now, timeZone);
  // A due date is a calendar day stored at midnight UTC: shown in UTC so it is the same day everywhere.
  const dueDay = (d: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(d);
  const instant = (d: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone }).format(d);
  const priority = t(`staff.priorities.${task.priority}`, { defaultValue: task.priority });
  const status = t(`staff.taskStatus.${task.status}`, { defaultValue: task.status });
  return (
    <article
      className="card bg-base-100 shadow"
      data-testid="task-card"
      data-status={task.status}
      aria-labelledby={`task-${task.id}`}
    >
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={`task-${task.id}`} className="card-title">
              {task.title}
            </h3>
            <p className="text-sm text-base-content/80">
              {teamName ?? t("staff.card.noTeam")} ·{" "}
              <span data-testid="task-assignee">{assigneeName ?? t("staff.task.unassigned")}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            <span className={`badge ${PRIORITY_BADGE[task.priority] ?? "badge-ghost"}`}>
              <span className="sr-only">{t("fields.priority")}: </span>
              {priority}
            </span>
            <span className={`badge ${STATUS_BADGE[task.status] ?? "badge-ghost"}`} data-testid="task-status">
              <span className="sr-only">{t("fields.status")}: </span>
              {status}
            </span>
          </div>
        </div>
        {task.description ? <p className="text-sm">{task.description}</p> : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t("staff.task.category")}</dt>
          <dd>{t(`staff.categories.${task.category}`, { defaultValue: task.category })}</dd>
          <dt className="font-medium">{t("staff.task.due")}</dt>
          <dd>
            {task.dueDate ? dueDay(task.dueDate) : t("staff.notAvailable")}
            {overdue ? (
              <span className="badge badge-error badge-sm ms-2" data-testid="task-overdue">
                {t("staff.task.overdue")}
              </span>
            ) : null}
          </dd>
          {/* Budget is in the admin shape only. */}
          {"budget" in task ? (
            <>
              <dt className="font-medium">{t("staff.task.budget")}</dt>
              <dd data-testid="task-budget">
                {task.budget == null ? t("staff.notAvailable") : formatCents(task.budget, i18n.language)}
              </dd>
            </>
          ) : null}
          {task.completedAt ? (
            <>
              <dt className="font-medium">{t("staff.task.completedOn")}</dt>
              <dd data-testid="task-completed-at">{instant(task.completedAt)}</dd>
            </>
          ) : null}
        </dl>
        {actions.visible && update ? (
          <div className="card-actions justify-end">
            <IntentForm call={update} input={{ id: task.id, status: "in_progress" }}>
              <button
                type="submit"
                className="btn btn-sm btn-outline"
                disabled={!actions.canStart || busy}
                aria-label={t("staff.task.startTask", { title: task.title })}
              >
                <Play aria-hidden="true" className="size-4" /> {t("staff.task.start")}
              </button>
            </IntentForm>
            <IntentForm call={update} input={{ id: task.id, status: "completed" }}>
              <button
                type="submit"
                className="btn btn-sm btn-primary"
                disabled={!actions.canComplete || busy}
                aria-label={t("staff.task.completeTask", { title: task.title })}
              >
                <CheckCircle2 aria-hidden="true" className="size-4" /> {t("staff.task.complete")}
              </button>
            </IntentForm>
          </div>
        ) : null}
      </div>
    </article>
  );
}
