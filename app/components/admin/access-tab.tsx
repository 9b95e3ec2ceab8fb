import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Copy, KeyRound } from "lucide-react";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { ApiTokenSchema } from "@shared/forms/api-token.schema";
import { ChangePasswordSchema } from "@shared/forms/login.schema";
import { formatDateTime } from "@shared/format";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import type { AdminApiToken, SessionInfo } from "./types";
import { failureToast } from "./failure-toast";

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
  const mutation = useMutationForm<{ name: string }, { token: string }>({
    action: ACCESS_ACTION,
    intent: "createToken",
    initial: { name: "" },
    schema: ApiTokenSchema,
    onSuccess: ({ token }) => {
      setCreated(token);
      mutation.form.reset();
    },
    failureToast: failureToast(t("admin.access.failed")),
  });
  const { form } = mutation;
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
        <h2 id="admin-tokens" className="card-title text-lg"><KeyRound aria-hidden="true" className="size-5" /> {t("admin.access.title")}</h2>
        <p className="text-sm text-base-content/80">{t("admin.access.text")}</p>
        <MutationForm mutation={mutation} className="flex flex-wrap items-end gap-2" testId="token-form">
          <div className="min-w-48 flex-1">
            <Field label={t("admin.access.name")} error={form.errors.name} required>
              <input className="input input-bordered w-full" name="name" value={form.values.name} onChange={(e) => form.set("name", e.target.value)} maxLength={100} />
            </Field>
          </div>
          <button type="submit" className="btn btn-primary" disabled={mutation.busy}>{mutation.busy ? t("admin.access.creating") : t("admin.access.create")}</button>
        </MutationForm>
        {created ? (
          // Not daisyUI's .alert: it lays children out as grid columns, which squeezed the token to one character a line.
          <div role="status" className="space-y-2 rounded-box border border-info bg-base-200 p-4" data-testid="token-created">
            <p className="font-semibold">{t("admin.access.createdText")}</p>
            <div className="flex items-center gap-2">
              <code
                className="block min-w-0 flex-1 overflow-x-auto whitespace-nowrap rounded bg-base-100 p-2 font-mono text-sm text-base-content"
                tabIndex={0} aria-label={t("admin.access.tokenLabel")} data-testid="token-value"
              >
                {created}
              </code>
              <button type="button" className="btn btn-sm shrink-0" onClick={copy}><Copy aria-hidden="true" className="size-4" /> {t("admin.access.copy")}</button>
            </div>
          </div>
        ) : null}
        {tokens.length === 0 ? (
          <p className="text-sm text-base-content/80">{t("admin.access.empty")}</p>
        ) : (
          <ul className="space-y-2">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3" data-testid="token-row">
                <div className="text-sm">
                  <p className="font-semibold">{token.name} <code className="text-xs">{token.hint}…</code></p>
                  <p className="text-xs text-base-content/80">
                    {t("admin.access.createdOn", { date: formatDateTime(i18n.language, token.createdAt) })} ·{" "}
                    {token.lastUsedAt ? t("admin.access.lastUsed", { date: formatDateTime(i18n.language, token.lastUsedAt) }) : t("admin.access.neverUsed")}
                  </p>
                </div>
                {token.revokedAt ? (
                  <span className="badge badge-neutral">{t("admin.access.revoked")}</span>
                ) : (
                  <IntentForm call={revoke} input={{ id: token.id }}>
                    <button type="submit" className="btn btn-outline btn-error btn-sm" disabled={revoke.busy} aria-label={t("admin.access.revokeFor", { name: token.name })}>
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

const NO_PASSWORDS = { currentPassword: "", newPassword: "" };

function ChangePassword() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useMutationForm({
    action: ACCESS_ACTION,
    intent: "changePassword",
    initial: NO_PASSWORDS,
    schema: ChangePasswordSchema,
    onSuccess: () => {
      mutation.form.reset();
      toast({ title: t("admin.password.changed"), description: t("admin.password.changedText"), variant: "success" });
    },
    failureToast: failureToast(t("admin.password.failed")),
  });
  const { form } = mutation;
  const { values, errors } = form;

  const input = (name: keyof typeof NO_PASSWORDS, autoComplete: string) => (
    <input className="input input-bordered w-full" type="password" name={name} autoComplete={autoComplete} value={values[name]} onChange={(e) => form.set(name, e.target.value)} />
  );
  return (
    <section aria-labelledby="admin-password" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="admin-password" className="card-title text-lg">{t("admin.password.title")}</h2>
        <p className="text-sm text-base-content/80">{t("admin.password.text")}</p>
        <MutationForm mutation={mutation} className="space-y-4" testId="password-form">
          <Field label={t("fields.currentPassword")} error={errors.currentPassword} required>{input("currentPassword", "current-password")}</Field>
          <Field label={t("fields.newPassword")} hint={t("admin.password.hint")} error={errors.newPassword} required>{input("newPassword", "new-password")}</Field>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary" disabled={mutation.busy}>{mutation.busy ? t("admin.password.changing") : t("admin.password.change")}</button>
          </div>
        </MutationForm>
      </div>
    </section>
  );
}
