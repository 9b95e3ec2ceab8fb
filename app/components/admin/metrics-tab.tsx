import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Pencil } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { METRIC_FIELDS, MetricsFormSchema } from "@shared/forms/metrics.schema";
import { ConformForm, TextField, useConformForm } from "~/components/forms/conform";
import { formatCents } from "@shared/money";
import type { AdminMetrics } from "./types";

/** The form edits the prize pool in whole dollars (MetricsFormSchema sends cents on). */
const toDraft = (m: AdminMetrics) =>
  Object.fromEntries(METRIC_FIELDS.map((k) => [k, String(k === "prizePool" ? m.prizePool / 100 : m[k])]));

/** Spec §2/§4: the targets, shown; Edit switches to inputs, Save sends the eight values and leaves edit mode. */
export function MetricsTab({ metrics }: { metrics: AdminMetrics }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const fmt = new Intl.NumberFormat(i18n.language);
  const shown = (k: (typeof METRIC_FIELDS)[number]) =>
    k === "prizePool"
      ? formatCents(metrics.prizePool, i18n.language)
      : k === "eventDuration"
        ? t("admin.metrics.days", { count: metrics.eventDuration, value: fmt.format(metrics.eventDuration) })
        : fmt.format(metrics[k]);

  return (
    <section aria-labelledby="admin-metrics" className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-metrics" className="card-title text-xl">
            {t("admin.metrics.title")}
          </h2>
          {editing ? null : (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)} data-testid="metrics-edit">
              <Pencil aria-hidden="true" className="size-4" /> {t("admin.metrics.edit")}
            </button>
          )}
        </div>
        {editing ? (
          // Mounted for each edit: it starts from the targets as they are now (the loader reloads them after a save).
          <MetricsForm metrics={metrics} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {METRIC_FIELDS.map((k) => (
              <div key={k} className="rounded-box bg-base-200 p-4" data-testid={`metric-${k}`}>
                <dt className="text-sm text-base-content/80">{t(`admin.metrics.fields.${k}`)}</dt>
                <dd className="text-2xl font-bold">{shown(k)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

function MetricsForm({ metrics, onDone }: { metrics: AdminMetrics; onDone: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useConformForm({
    action: "/admin",
    intent: "metrics",
    schema: MetricsFormSchema,
    defaultValue: toDraft(metrics),
    onSuccess: () => {
      toast({ title: t("admin.metrics.updated"), variant: "success" });
      onDone();
    },
    failureToast: t("admin.metrics.failed"),
  });
  return (
    <ConformForm conform={mutation} className="space-y-4" testId="metrics-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {METRIC_FIELDS.map((k) => (
          <TextField
            key={k}
            field={mutation.fields[k]}
            label={t(`admin.metrics.fields.${k}`)}
            required
            type="number"
            min={0}
            inputMode="numeric"
          />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.busy} data-testid="metrics-save">
          {mutation.busy ? t("admin.metrics.saving") : t("admin.metrics.save")}
        </button>
      </div>
    </ConformForm>
  );
}
