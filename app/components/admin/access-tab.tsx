import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { KeyRound } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { ApiTokenSchema } from "@shared/forms/api-token.schema";
import { ChangePasswordSchema } from "@shared/forms/login.schema";
import { formatDateTime } from "@shared/format";
import { CheckboxGroup, ConformForm, TextField, useConformForm } from "~/components/forms/conform";
import { API_TOKEN_SCOPES, DEFAULT_TOKEN_DAYS, MAX_TOKEN_DAYS } from "@shared/api-tokens";
import { ShownOnce } from "./shown-once";
import { ACCESS_ACTION, AccessCard, CodeBadges } from "./access-card";
import { WebhooksPanel } from "./webhooks-panel";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import type { AdminApiToken, AdminWebhook, SessionInfo } from "./types";

/** API tokens and webhooks for REST partners (created and revoked here) and the signed-in admin's password. */
export function AccessTab({
  tokens,
  webhooks,
  session,
}: {
  tokens: AdminApiToken[];
  webhooks: AdminWebhook[];
  session: SessionInfo;
}) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <ApiTokens tokens={tokens} />
      {session.user ? <ChangePassword /> : null}
      <div className="lg:col-span-2">
        <WebhooksPanel endpoints={webhooks} />
      </div>
    </div>
  );
}

function ApiTokens({ tokens }: { tokens: AdminApiToken[] }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [created, setCreated] = useState<string | null>(null);
  const mutation = useConformForm<typeof ApiTokenSchema, { token: string }>({
    action: ACCESS_ACTION,
    intent: "createToken",
    schema: ApiTokenSchema,
    // The narrowest scope ticked to start with; the admin adds what the partner needs.
    defaultValue: { scopes: ["read"], expiresInDays: DEFAULT_TOKEN_DAYS },
    onSuccess: ({ token }) => setCreated(token),
    failureToast: t("admin.access.failed"),
  });
  // Revoking is one button: a post to the same action (the page's list reloads after it).
  const revoke = useIntent<{ id: string }>({
    action: ACCESS_ACTION,
    intent: "revokeToken",
    onSuccess: () => toast({ title: t("admin.access.revokedToast"), variant: "success" }),
    failureToast: { title: t("admin.access.failed") },
  });
  const scopeOptions = API_TOKEN_SCOPES.map((scope) => ({
    value: scope,
    label: `${scope} — ${t(`admin.access.scopes.${scope.replace(":", "_")}`)}`,
  }));
  const date = (value: Date | string) => formatDateTime(i18n.language, value);

  return (
    <AccessCard id="admin-tokens" icon={KeyRound} title={t("admin.access.title")} text={t("admin.access.text")}>
      <ConformForm conform={mutation} className="space-y-4" testId="token-form">
        <TextField field={mutation.fields.name} label={t("admin.access.name")} required maxLength={100} />
        <CheckboxGroup field={mutation.fields.scopes} legend={t("admin.access.scopesLegend")} options={scopeOptions} required />
        <TextField
          field={mutation.fields.expiresInDays}
          label={t("admin.access.expiresInDays")}
          hint={t("admin.access.expiresHint", { days: DEFAULT_TOKEN_DAYS, max: MAX_TOKEN_DAYS })}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TOKEN_DAYS}
          required
        />
        <button type="submit" className="btn btn-primary" disabled={mutation.busy}>
          {mutation.busy ? t("admin.access.creating") : t("admin.access.create")}
        </button>
      </ConformForm>
      {created ? (
        <ShownOnce
          value={created}
          text={t("admin.access.createdText")}
          label={t("admin.access.tokenLabel")}
          testId="token-created"
          valueTestId="token-value"
        />
      ) : null}
      {tokens.length === 0 ? (
        <p className="text-sm text-base-content/80">{t("admin.access.empty")}</p>
      ) : (
        <ul className="space-y-2" aria-label={t("admin.access.listLabel")}>
          {tokens.map((token) => {
            const expired = new Date(token.expiresAt).getTime() <= Date.now();
            return (
              <li
                key={token.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3"
                data-testid="token-row"
              >
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-semibold break-words">
                    {token.name} <code className="text-xs">{token.hint}…</code>
                  </p>
                  <CodeBadges label={t("admin.access.scopesOf", { name: token.name })} values={token.scopes} />
                  <p className="text-xs text-base-content/80">
                    {t("admin.access.createdOn", { date: date(token.createdAt) })} ·{" "}
                    {expired
                      ? t("admin.access.expiredOn", { date: date(token.expiresAt) })
                      : t("admin.access.expiresOn", { date: date(token.expiresAt) })}{" "}
                    ·{" "}
                    {token.lastUsedAt
                      ? t("admin.access.lastUsed", { date: date(token.lastUsedAt) })
                      : t("admin.access.neverUsed")}
                  </p>
                </div>
                {token.revokedAt || expired ? (
                  <span className="badge badge-neutral">
                    {token.revokedAt ? t("admin.access.revoked") : t("admin.access.expired")}
                  </span>
                ) : (
                  <IntentForm call={revoke} input={{ id: token.id }}>
                    <button
                      type="submit"
                      className="btn btn-outline btn-error btn-sm min-h-6"
                      disabled={revoke.busy}
                      aria-label={t("admin.access.revokeFor", { name: token.name })}
                    >
                      {t("admin.access.revoke")}
                    </button>
                  </IntentForm>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AccessCard>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const { toast } = useToast();
  // The action never sends a password back: a refusal leaves both fields empty.
  const mutation = useConformForm({
    action: ACCESS_ACTION,
    intent: "changePassword",
    schema: ChangePasswordSchema,
    onSuccess: () =>
      toast({ title: t("admin.password.changed"), description: t("admin.password.changedText"), variant: "success" }),
    failureToast: t("admin.password.failed"),
  });
  const { fields } = mutation;
  return (
    <AccessCard id="admin-password" title={t("admin.password.title")} text={t("admin.password.text")}>
      <ConformForm conform={mutation} className="space-y-4" testId="password-form">
        <TextField field={fields.currentPassword} type="password" required autoComplete="current-password" />
        <TextField
          field={fields.newPassword}
          type="password"
          hint={t("admin.password.hint")}
          required
          autoComplete="new-password"
        />
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={mutation.busy}>
            {mutation.busy ? t("admin.password.changing") : t("admin.password.change")}
          </button>
        </div>
      </ConformForm>
    </AccessCard>
  );
}
