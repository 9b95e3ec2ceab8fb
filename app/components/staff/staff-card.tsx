import { useTranslation } from "~/lib/translations";
import { ClipboardPlus } from "lucide-react";
import { formatCents } from "@shared/money";
import type { StaffMember } from "./types";

const STATUS_BADGE: Record<string, string> = { active: "badge-success", inactive: "badge-warning", terminated: "badge-error" };

/** Spec platform §2 staff card: name, team, status, role, department, salary, tasks done/total, Assign Task. */
export function StaffCard({
  staff,
  teamName,
  tasks,
  onAssign,
}: {
  staff: StaffMember;
  teamName: string | null;
  tasks: { completed: number; total: number };
  /** Absent for visitors who may not assign tasks. */
  onAssign?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = `${staff.firstName} ${staff.lastName}`;
  return (
    <article className="card bg-base-100 shadow" data-testid="staff-card" aria-labelledby={`staff-${staff.id}`}>
      <div className="card-body gap-3">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 id={`staff-${staff.id}`} className="card-title">
              {name}
            </h3>
            <p className="text-sm text-base-content/80">{teamName ?? t("staff.card.noTeam")}</p>
          </div>
          <span className={`badge ${STATUS_BADGE[staff.status] ?? "badge-neutral"}`} data-testid="staff-status">
            <span className="sr-only">{t("fields.status")}: </span>
            {t(`staff.staffStatus.${staff.status}`, { defaultValue: staff.status })}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t("staff.card.role")}</dt>
          {/* Staff added from an approved registration carry the registration form's codes: its labels serve too. */}
          <dd>
            {t([`staff.roles.${staff.role}`, `registrations.options.staffRoles.${staff.role}`], { defaultValue: staff.role })}
          </dd>
          <dt className="font-medium">{t("staff.card.department")}</dt>
          <dd>
            {staff.department
              ? t([`staff.departments.${staff.department}`, `registrations.options.departments.${staff.department}`], {
                  defaultValue: staff.department,
                })
              : t("staff.notAvailable")}
          </dd>
          {/* Salary is in the admin shape only ("salary" is then present, possibly null). */}
          {"salary" in staff ? (
            <>
              <dt className="font-medium">{t("staff.card.salary")}</dt>
              <dd data-testid="staff-salary">
                {staff.salary == null ? t("staff.notAvailable") : formatCents(staff.salary, i18n.language)}
              </dd>
            </>
          ) : null}
          <dt className="font-medium">{t("staff.card.tasks")}</dt>
          <dd data-testid="staff-tasks">{t("staff.card.tasksDone", { completed: tasks.completed, total: tasks.total })}</dd>
        </dl>
        {onAssign ? (
          <div className="card-actions justify-end">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={onAssign}
              aria-label={t("staff.card.assignTaskTo", { name })}
            >
              <ClipboardPlus aria-hidden="true" className="size-4" /> {t("staff.card.assignTask")}
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
