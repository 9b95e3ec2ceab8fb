import { useTranslation } from "~/lib/translations";
import { LogOut, MonitorSmartphone } from "lucide-react";
import {
  ConformForm,
  FormStatus,
  SelectField,
  SubmitButton,
  TextField,
  useConformForm,
  useOptions,
} from "~/components/forms/conform";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { ChangePasswordFormSchema, LANGUAGES, ProfileSchema, type ProfileInput } from "@shared/forms/own-account.schema";
import { ACCOUNT_PAGES } from "@shared/account-pages";
import { formatDateTime } from "@shared/format";
import { setSignedInUser, type SignedInUser } from "~/lib/signed-in";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={id} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Name and the language of the person's mail; the account box shows the new name at once. */
export function ProfileForm({ profile, user }: { profile: ProfileInput; user: SignedInUser }) {
  const { t } = useTranslation();
  const m = useConformForm({
    action: ACCOUNT_PAGES.account,
    intent: "profile",
    schema: ProfileSchema,
    // A saved profile starts a fresh form with what was saved (Conform resets to the first values otherwise).
    id: `profile-${profile.firstName}-${profile.lastName}-${profile.language}`,
    defaultValue: profile,
    onSuccess: (saved: ProfileInput) => setSignedInUser({ ...user, firstName: saved.firstName, lastName: saved.lastName }),
  });
  const languages = useOptions(LANGUAGES, "language");
  return (
    <Section id="account-details" title={t("account.details")}>
      <ConformForm conform={m} className="grid gap-4 md:grid-cols-2" testId="profile-form">
        <TextField field={m.fields.firstName} required autoComplete="given-name" />
        <TextField field={m.fields.lastName} required autoComplete="family-name" />
        <SelectField field={m.fields.language} required options={languages} hint={t("account.languageHint")} testId="language" />
        <div className="md:col-span-2">
          <FormStatus conform={m} success={t("account.saved")} />
          <SubmitButton busy={m.busy} label={t("account.save")} busyLabel={t("account.saving")} testId="profile-save" />
        </div>
      </ConformForm>
    </Section>
  );
}

/** The current password, then the new one twice; every other session ends (auth.changePassword). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const m = useConformForm({ action: ACCOUNT_PAGES.account, intent: "changePassword", schema: ChangePasswordFormSchema });
  return (
    <Section id="account-password" title={t("account.password")}>
      <ConformForm conform={m} className="grid gap-4" testId="password-form">
        <TextField field={m.fields.currentPassword} type="password" required autoComplete="current-password" />
        <TextField
          field={m.fields.newPassword}
          type="password"
          required
          autoComplete="new-password"
          hint={t("account.passwordHint")}
        />
        <TextField field={m.fields.confirmPassword} type="password" required autoComplete="new-password" />
        <FormStatus conform={m} success={t("account.passwordChanged")} />
        <SubmitButton
          busy={m.busy}
          label={t("account.changePassword")}
          busyLabel={t("account.changingPassword")}
          testId="password-save"
        />
      </ConformForm>
    </Section>
  );
}

type SessionRow = {
  createdAt: Date | string;
  lastSeenAt: Date | string;
  expiresAt: Date | string;
  browser: string | null;
  system: string | null;
  current: boolean;
};

/** Where the person is signed in, this device first, and "Sign out everywhere" (then /login says so). */
export function SessionsList({ sessions }: { sessions: SessionRow[] }) {
  const { t, i18n } = useTranslation();
  const signOutEverywhere = useIntent({ action: ACCOUNT_PAGES.account, intent: "signOutEverywhere", navigates: true });
  return (
    <Section id="account-sessions" title={t("account.sessions")}>
      <ul className="divide-y divide-base-300" data-testid="sessions">
        {sessions.map((s, i) => (
          <li key={i} className="flex items-start gap-3 py-2" data-testid="session" data-current={s.current}>
            <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <span className="block font-semibold" data-testid="session-device">
                {s.browser || s.system
                  ? t("account.device", { browser: s.browser ?? "?", system: s.system ?? "?" })
                  : t("account.unknownDevice")}
                {s.current ? <span className="badge badge-primary ms-2">{t("account.thisDevice")}</span> : null}
              </span>
              <span className="block text-sm text-base-content/80">
                {t("account.sessionStarted", { date: formatDateTime(i18n.language, s.createdAt) })},{" "}
                {t("account.lastSeen", { date: formatDateTime(i18n.language, s.lastSeenAt) })},{" "}
                {t("account.sessionUntil", { date: formatDateTime(i18n.language, s.expiresAt) })}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-base-content/80" id="sign-out-everywhere-hint">
        {t("account.signOutEverywhereHint")}
      </p>
      <IntentForm call={signOutEverywhere} input={{}}>
        <button
          type="submit"
          className="btn btn-outline btn-error"
          disabled={signOutEverywhere.busy}
          aria-describedby="sign-out-everywhere-hint"
          data-testid="sign-out-everywhere"
        >
          <LogOut aria-hidden="true" className="size-4" /> {t("account.signOutEverywhere")}
        </button>
      </IntentForm>
    </Section>
  );
}
