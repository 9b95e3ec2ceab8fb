import { useTranslation } from "~/lib/translations";

const TONE: Record<string, string> = {
  pending: "badge-warning",
  approved: "badge-success",
  rejected: "badge-error",
  scheduled: "badge-info",
  live: "badge-error",
  completed: "badge-success",
  cancelled: "badge-neutral",
};

/** A registration or match status as a coloured badge with its word (colour is never the only cue). */
export function StatusBadge({ status, kind }: { status: string; kind: "registration" | "match" }) {
  const { t } = useTranslation();
  const label =
    kind === "registration"
      ? t(`admin.status.${status}`, { defaultValue: status })
      : t(`admin.matchStatus.${status}`, { defaultValue: status });
  return (
    <span className={`badge ${TONE[status] ?? "badge-ghost"} whitespace-nowrap`} data-testid="status-badge">
      {label}
    </span>
  );
}
