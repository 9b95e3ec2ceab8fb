import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Copy, KeyRound } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { ApiTokenSchema } from "@shared/forms/api-token.schema";
import { ChangePasswordSchema } from "@shared/forms/login.schema";
import { formatDateTime } from "@shared/format";
import { ConformForm, TextField, useConformForm } from "~/components/forms/conform";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import type { AdminApiToken, SessionInfo } from "./types";

/** The tab's writes post to /admin; a post without JavaScript comes back to this tab, not the first. */
const ACCESS_ACTION = "/admin?tab=access";

/** API tokens for REST partners (created and revoked here) and the signed-in admin's password. */
export function AccessTab({ tokens, session }: { tokens: AdminApiToken[]; session: SessionInfo }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <ApiTokens tokens={tokens} />
      {session.user ? <ChangePassword /> : null}
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

  async function copy() {
    if (!created) return;
    await navigator.clipboard.writeText(created);
    toast({ title: t("admin.access.copied"), variant: "success" });
  }

  return (
    <section aria-labelledby="admin-tokens" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="admin-tokens" className="card-title text-lg">
          <KeyRound aria-hidden="true" className="size-5" /> {t("admin.access.title")}
        </h2>
        <p className="text-sm text-base-content/80">{t("admin.access.text")}</p>
        <ConformForm conform={mutation} className="flex flex-wrap items-end gap-2" testId="token-form">
          <div className="min-w-48 flex-1">
            <TextField field={mutation.fields.name} label={t("admin.access.name")} required maxLength={100} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={mutation.busy}>
            {mutation.busy ? t("admin.access.creating") : t("admin.access.create")}
          </button>
        </ConformForm>
        {created ? (
          // Not daisyUI's .alert: it lays children out as grid columns, which squeezed the token to one character a line.
          <div role="status" className="space-y-2 rounded-box border border-info bg-base-200 p-4" data-testid="token-created">
            <p className="font-semibold">{t("admin.access.createdText")}</p>
            <div className="flex items-center gap-2">
              <code
                className="block min-w-0 flex-1 overflow-x-auto whitespace-nowrap rounded bg-base-100 p-2 font-mono text-sm text-base-content"
                tabIndex={0}
                aria-label={t("admin.access.tokenLabel")}
                data-testid="token-value"
              >
                {created}
              </code>
              <button type="button" className="btn btn-sm shrink-0" onClick={copy}>
                <Copy aria-hidden="true" className="size-4" /> {t("admin.access.copy")}
              </button>
            </div>
          </div>
        ) : null}
        {tokens.length === 0 ? (
          <p className="text-sm text-base-content/80">{t("admin.access.empty")}</p>
        ) : (
          <ul className="space-y-2">
            {tokens.map((token) => (
              <li
                key={token.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3"
                data-testid="token-row"
              >
                <div className="text-sm">
                  <p className="font-semibold">
                    {token.name} <code className="text-xs">{token.hint}…</code>
                  </p>
                  <p className="text-xs text-base-content/80">
                    {t("admin.access.createdOn", { date: formatDateTime(i18n.language, token.createdAt) })} ·{" "}
                    {token.lastUsedAt
                      ? t("admin.access.lastUsed", { date: formatDateTime(i18n.language, token.lastUsedAt) })
                      : t("admin.access.neverUsed")}
                  </p>
                </div>
                {token.revokedAt ? (
                  <span className="badge badge-neutral">{t("admin.access.revoked")}</span>
                ) : (
                  <IntentForm call={revoke} input={{ id: token.id }}>
                    <button
                      type="submit"
                      className="btn btn-outline btn-error btn-sm"
                      disabled={revoke.busy}
                      aria-label={t("admin.access.revokeFor", { name: token.name })}
                    >
                      {t("admin.access.revoke")}
                    </button>
                  </IntentForm>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
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
    <section aria-labelledby="admin-password" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="admin-password" className="card-title text-lg">
          {t("admin.password.title")}
        </h2>
        <p className="text-sm text-base-content/80">{t("admin.password.text")}</p>
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
      </div>
    </section>
  );
}
