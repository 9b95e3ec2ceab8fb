import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Pencil } from "lucide-react";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { METRIC_FIELDS, MetricsSchema } from "@shared/forms/metrics.schema";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { formatCents } from "@shared/money";
import type { AdminMetrics } from "./types";
import { failureToast } from "./failure-toast";

type Draft = Record<(typeof METRIC_FIELDS)[number], string>;

/** The form edits the prize pool in whole dollars; the API keeps cents. */
function toDraft(m: AdminMetrics): Draft {
  return Object.fromEntries(METRIC_FIELDS.map((k) => [k, String(k === "prizePool" ? m.prizePool / 100 : m[k])])) as Draft;
}

function fromDraft(d: Draft) {
  const number = (v: string) => (v.trim() === "" ? undefined : Number(v));
  const values: Record<string, number | undefined> = Object.fromEntries(METRIC_FIELDS.map((k) => [k, number(d[k])]));
  const dollars = values.prizePool;
  values.prizePool = dollars === undefined || !Number.isInteger(dollars) ? dollars : dollars * 100;
  return values;
}

/** Spec §2/§4: the targets, shown; Edit switches to inputs, Save sends the eight values and leaves edit mode. */
export function MetricsTab({ metrics }: { metrics: AdminMetrics }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const mutation = useMutationForm({
    action: "/admin",
    intent: "metrics",
    initial: toDraft(metrics),
    schema: MetricsSchema,
    toInput: fromDraft,
    onSuccess: () => {
      toast({ title: t("admin.metrics.updated"), variant: "success" });
      setEditing(false);
    },
    failureToast: failureToast(t("admin.metrics.failed")),
  });
  const { form } = mutation;
  const fmt = new Intl.NumberFormat(i18n.language);
  const shown = (k: (typeof METRIC_FIELDS)[number]) =>
    k === "prizePool" ? formatCents(metrics.prizePool, i18n.language) : k === "eventDuration" ? t("admin.metrics.days", { count: metrics.eventDuration, value: fmt.format(metrics.eventDuration) }) : fmt.format(metrics[k]);
  function edit(on: boolean) {
    // Editing starts from the targets as they are now (the loader reloads them after a save).
    form.reset(toDraft(metrics));
    setEditing(on);
  }

  return (
    <section aria-labelledby="admin-metrics" className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-metrics" className="card-title text-xl">{t("admin.metrics.title")}</h2>
          {editing ? null : (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => edit(true)} data-testid="metrics-edit">
              <Pencil aria-hidden="true" className="size-4" /> {t("admin.metrics.edit")}
            </button>
          )}
        </div>
        {editing ? (
          <MutationForm mutation={mutation} className="space-y-4" testId="metrics-form">
            <div className="grid gap-4 sm:grid-cols-2">
              {METRIC_FIELDS.map((k) => (
                <Field key={k} label={t(`admin.metrics.fields.${k}`)} error={form.errors[k]} required>
                  <input
                    className="input input-bordered w-full" type="number" min={0} step={1} inputMode="numeric" name={k}
                    value={form.values[k]} onChange={(e) => form.set(k, e.target.value)}
                  />
                </Field>
              ))}
            </div>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-ghost" onClick={() => edit(false)}>{t("common.cancel")}</button>
              <button type="submit" className="btn btn-primary" disabled={mutation.busy} data-testid="metrics-save">
                {mutation.busy ? t("admin.metrics.saving") : t("admin.metrics.save")}
              </button>
            </div>
          </MutationForm>
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
