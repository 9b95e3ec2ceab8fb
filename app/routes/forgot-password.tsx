import { useTranslation } from "~/lib/translations";
import { PageHeader } from "~/components/ui/page-header";
import { ConformForm, FormStatus, SubmitButton, TextField, useConformForm } from "~/components/forms/conform";
import { PasswordResetRequestSchema } from "@shared/forms/own-account.schema";
import { formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("forgotPassword");

export const handle: TranslatedHandle = { i18n: ["admin", "registrations"] };

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** The procedure answers the same whether or not the address has an account; so does the page. */
export const action = formAction({
  requestReset: intent(PasswordResetRequestSchema, (trpc, input) => trpc.auth.requestPasswordReset(input)),
});

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const m = useConformForm({ action: "/account/forgot-password", intent: "requestReset", schema: PasswordResetRequestSchema });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t("pages.forgotPassword.title")}
        description={t("account.forgotIntro")}
        breadcrumbs={[
          { label: t("nav.home"), to: "/" },
          { label: t("pages.login.title"), to: "/login" },
          { label: t("pages.forgotPassword.title") },
        ]}
      />
      <ConformForm conform={m} className="card bg-base-100 shadow-sm" testId="forgot-password-form">
        <div className="card-body gap-4">
          <FormStatus conform={m} success={<span data-testid="reset-requested">{t("account.linkSent")}</span>} />
          <TextField field={m.fields.email} type="email" required autoComplete="email" />
          <SubmitButton busy={m.busy} label={t("account.sendLink")} busyLabel={t("account.sendingLink")} testId="send-link" />
        </div>
      </ConformForm>
    </div>
  );
}
