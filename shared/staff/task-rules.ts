import type { TaskStatus } from "../forms/task.schema";

/**
 * Task status transitions (spec platform §4): pending → in_progress; pending or
 * in_progress → completed or cancelled; completed and cancelled are final.
 */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ["in_progress", "completed", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canTransition(from: string, to: string): boolean {
  return (TASK_TRANSITIONS[from as TaskStatus] ?? []).includes(to as TaskStatus);
}

function isFinal(status: string): boolean {
  return (TASK_TRANSITIONS[status as TaskStatus] ?? []).length === 0;
}

/** completedAt follows the status: now when completed, null for every other status. */
export function completedAtFor(status: string, now: Date): Date | null {
  return status === "completed" ? now : null;
}

/** The task card's buttons: both hidden once final; Start disabled while in progress. */
export function taskActions(status: string) {
  return {
    visible: !isFinal(status),
    canStart: canTransition(status, "in_progress"),
    canComplete: canTransition(status, "completed"),
  };
}

/** A due day as stored: "2026-06-20" is midnight UTC of that day; an instant is kept as given. */
export function parseDueDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/**
 * Overdue: the due day has ended where the viewer is and the task is not completed. The due day is
 * the UTC calendar day of dueDate (how a day typed in the form is stored), so the same task is due
 * on the same day in every time zone; "today" is the viewer's own day.
 */
export function isOverdue(task: { status: string; dueDate?: Date | null }, now: Date, timeZone: string): boolean {
  if (!task.dueDate || task.status === "completed") return false;
  return dayIn(now, timeZone) > dayIn(task.dueDate, "UTC");
}
