import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ConformForm, SubmitButton, TextField, useConformForm } from "~/components/forms/conform";
import { SetPasswordFormSchema, type AccountTokenPurpose } from "@shared/forms/own-account.schema";
import { ACCOUNT_PAGES } from "@shared/account-pages";

/**
 * The password (twice) for a mailed link, the token riding along hidden. The action answers a success
 * with a redirect to /account (signed in by then); a refusal naming `token` (used meanwhile, expired)
 * is said with the way to a new link.
 */
export function SetPasswordForm({ purpose, token }: { purpose: AccountTokenPurpose; token: string }) {
  const { t } = useTranslation();
  const m = useConformForm({
    action: `${ACCOUNT_PAGES[purpose]}?${new URLSearchParams({ token })}`,
    intent: "setPassword",
    schema: SetPasswordFormSchema,
    defaultValue: { token },
  });
  const tokenError = m.fields.token.errors?.[0];
  return (
    <ConformForm conform={m} className="card bg-base-100 shadow-sm" testId="set-password-form">
      <div className="card-body gap-4">
        <p>{t(purpose === "invitation" ? "account.invitationIntro" : "account.resetIntro")}</p>
        <input type="hidden" name={m.fields.token.name} value={token} />
        {tokenError ? (
          <div className="alert alert-error flex flex-col items-start" data-testid="token-error" id={m.fields.token.errorId}>
            <p>{tokenError}</p>
            <AskAgain purpose={purpose} />
          </div>
        ) : null}
        <TextField
          field={m.fields.password}
          type="password"
          required
          autoComplete="new-password"
          // A new account has no other device to sign out of; a reset does sign them out.
          hint={t(purpose === "invitation" ? "account.firstPasswordHint" : "account.passwordHint")}
        />
        <TextField field={m.fields.confirmPassword} type="password" required autoComplete="new-password" />
        <SubmitButton
          busy={m.busy}
          label={t("account.setPassword")}
          busyLabel={t("account.settingPassword")}
          testId="set-password-submit"
        />
      </div>
    </ConformForm>
  );
}

/** How to get a new link: a reset is asked for again here; an invitation only the organisers send, an offer its team. */
function AskAgain({ purpose }: { purpose: AccountTokenPurpose }) {
  const { t } = useTranslation();
  return purpose === "password_reset" ? (
    <Link to={ACCOUNT_PAGES.forgot} className="link font-semibold" data-testid="ask-again">
      {t("account.askReset")}
    </Link>
  ) : (
    <p data-testid="ask-again">{t(purpose === "captain_offer" ? "account.askCaptainOffer" : "account.askInvitation")}</p>
  );
}

/** A link that cannot be used (unknown, tampered, used, expired): why, and how to get a new one. */
export function LinkRefused({ purpose, reason }: { purpose: AccountTokenPurpose; reason: string }) {
  const { t } = useTranslation();
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="link-refused" data-testid="link-refused">
      <div className="card-body gap-3">
        <h2 id="link-refused" className="card-title">
          {t("account.linkRefused")}
        </h2>
        <p data-testid="link-refused-reason">{reason}</p>
        <AskAgain purpose={purpose} />
      </div>
    </section>
  );
}
