import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Webhook } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { useTRPC } from "~/lib/trpc";
import { WEBHOOK_DELIVERY_LOG_LENGTH, WEBHOOK_EVENTS } from "@shared/webhooks";
import { WebhookEndpointSchema } from "@shared/forms/webhook.schema";
import { formatDateTime } from "@shared/format";
import { CheckboxGroup, ConformForm, TextField, useConformForm } from "~/components/forms/conform";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { ShownOnce } from "./shown-once";
import { ACCESS_ACTION, AccessCard, CodeBadges } from "./access-card";
import type { AdminWebhook, AdminWebhookDelivery } from "./types";

const DELIVERY_TONE: Record<AdminWebhookDelivery["status"], string> = {
  pending: "badge-warning",
  delivered: "badge-success",
  failed: "badge-error",
};

/**
 * Webhooks (docs/decisions/114): an admin registers a partner's endpoint for events (its signing
 * secret shown once), reads each endpoint's delivery log and sends a delivery again, or removes it.
 */
export function WebhooksPanel({ endpoints }: { endpoints: AdminWebhook[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const mutation = useConformForm<typeof WebhookEndpointSchema, { secret: string }>({
    action: ACCESS_ACTION,
    intent: "createWebhook",
    schema: WebhookEndpointSchema,
    onSuccess: (data) => setSecret(data.secret),
    failureToast: t("admin.webhooks.failed"),
  });
  const remove = useIntent<{ id: string }>({
    action: ACCESS_ACTION,
    intent: "removeWebhook",
    onSuccess: () => toast({ title: t("admin.webhooks.removedToast"), variant: "success" }),
    failureToast: { title: t("admin.webhooks.failed") },
  });
  const eventOptions = WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }));

  return (
    <AccessCard id="admin-webhooks" icon={Webhook} title={t("admin.webhooks.title")} text={t("admin.webhooks.text")}>
      <ConformForm conform={mutation} className="space-y-4" testId="webhook-form">
        <TextField
          field={mutation.fields.url}
          label={t("admin.webhooks.url")}
          hint={t("admin.webhooks.urlHint")}
          type="url"
          required
          maxLength={2000}
          placeholder="https://partner.example/hooks/trades-cup"
        />
        <CheckboxGroup field={mutation.fields.events} legend={t("admin.webhooks.events")} options={eventOptions} required />
        <button type="submit" className="btn btn-primary" disabled={mutation.busy}>
          {mutation.busy ? t("admin.webhooks.registering") : t("admin.webhooks.register")}
        </button>
      </ConformForm>
      {secret ? (
        <ShownOnce
          value={secret}
          text={t("admin.webhooks.secretText")}
          label={t("admin.webhooks.secretLabel")}
          testId="webhook-created"
          valueTestId="webhook-secret"
        />
      ) : null}
      {endpoints.length === 0 ? (
        <p className="text-sm text-base-content/80">{t("admin.webhooks.empty")}</p>
      ) : (
        <ul className="space-y-3" aria-label={t("admin.webhooks.listLabel")}>
          {endpoints.map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} remove={remove} />
          ))}
        </ul>
      )}
    </AccessCard>
  );
}

function Endpoint({ endpoint, remove }: { endpoint: AdminWebhook; remove: ReturnType<typeof useIntent<{ id: string }>> }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const logId = `webhook-log-${endpoint.id}`;
  return (
    <li className="space-y-2 rounded-box bg-base-200 p-3" data-testid="webhook-row">
      <p className="font-mono text-sm break-all">{endpoint.url}</p>
      <CodeBadges label={t("admin.webhooks.eventsOf", { url: endpoint.url })} values={endpoint.events} />
      <p className="text-xs text-base-content/80">
        {t("admin.webhooks.createdOn", { date: formatDateTime(i18n.language, endpoint.createdAt) })}
        {endpoint.createdBy ? ` · ${endpoint.createdBy}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm min-h-6"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("admin.webhooks.hideLog") : t("admin.webhooks.showLog")}
        </button>
        <IntentForm call={remove} input={{ id: endpoint.id }}>
          <button
            type="submit"
            className="btn btn-outline btn-error btn-sm min-h-6"
            disabled={remove.busy}
            aria-label={t("admin.webhooks.removeFor", { url: endpoint.url })}
          >
            {t("admin.webhooks.remove")}
          </button>
        </IntentForm>
      </div>
      {open ? <DeliveryLog id={logId} endpointId={endpoint.id} /> : null}
    </li>
  );
}

/** An endpoint's newest deliveries: state, tries, next try, last answer, and a resend for each. */
function DeliveryLog({ id, endpointId }: { id: string; endpointId: string }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const log = useQuery(trpc.admin.webhooks.deliveries.queryOptions({ id: endpointId, limit: WEBHOOK_DELIVERY_LOG_LENGTH }));
  const resend = useIntent<{ id: string; deliveryId: string }>({
    action: ACCESS_ACTION,
    intent: "resendWebhook",
    invalidate: () => queryClient.invalidateQueries(trpc.admin.webhooks.deliveries.queryFilter({ id: endpointId })),
    onSuccess: () => toast({ title: t("admin.webhooks.resentToast"), variant: "success" }),
    failureToast: { title: t("admin.webhooks.failed") },
  });
  const date = (value: Date | string) => formatDateTime(i18n.language, value);
  // The API says "unreachable", "timed out" or "answered NNN" (server/webhooks/deliver.ts), shown translated.
  const lastAnswer = (d: AdminWebhookDelivery) => {
    if (d.lastError === "unreachable") return t("admin.webhooks.outcome.unreachable");
    if (d.lastError === "timed out") return t("admin.webhooks.outcome.timedOut");
    return d.lastStatusCode ? t("admin.webhooks.outcome.answered", { status: d.lastStatusCode }) : "—";
  };

  return (
    <div id={id} className="space-y-2" data-testid="webhook-log">
      <h3 className="text-sm font-semibold">{t("admin.webhooks.logTitle")}</h3>
      {log.isPending ? (
        <p className="text-sm" role="status">
          {t("admin.webhooks.logLoading")}
        </p>
      ) : log.isError ? (
        <p className="text-sm text-error" role="alert">
          {t("admin.webhooks.logFailed")}
        </p>
      ) : log.data.length === 0 ? (
        <p className="text-sm text-base-content/80">{t("admin.webhooks.logEmpty")}</p>
      ) : (
        <ul className="space-y-2">
          {log.data.map((d) => (
            <li key={d.id} className="rounded-box bg-base-100 p-3 text-sm" data-testid="webhook-delivery">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono break-all">{d.event}</span>
                <span className={`badge ${DELIVERY_TONE[d.status]} whitespace-nowrap`}>
                  {t(`admin.webhooks.status.${d.status}`)}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                <dt className="text-base-content/80">{t("admin.webhooks.created")}</dt>
                <dd>{date(d.createdAt)}</dd>
                <dt className="text-base-content/80">{t("admin.webhooks.attempts")}</dt>
                <dd>{d.attempts}</dd>
                <dt className="text-base-content/80">{t("admin.webhooks.nextAttempt")}</dt>
                <dd>{d.nextAttemptAt ? date(d.nextAttemptAt) : "—"}</dd>
                <dt className="text-base-content/80">{t("admin.webhooks.lastAnswer")}</dt>
                <dd className="break-words">{lastAnswer(d)}</dd>
              </dl>
              <IntentForm call={resend} input={{ id: endpointId, deliveryId: d.id }}>
                <button
                  type="submit"
                  className="btn btn-sm btn-outline mt-2 min-h-6"
                  disabled={resend.busy}
                  aria-label={t("admin.webhooks.resendFor", { event: d.event, date: date(d.createdAt) })}
                >
                  {t("admin.webhooks.resend")}
                </button>
              </IntentForm>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
