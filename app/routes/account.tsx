import { Link, redirect } from "react-router";
import { z } from "zod";
import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/account";
import { PageHeader } from "~/components/ui/page-header";
import { ChangePasswordForm, ProfileForm, SessionsList } from "~/components/account/account-forms";
import { ChangePasswordFormSchema, ProfileSchema } from "@shared/forms/own-account.schema";
import { ACCOUNT_PAGES } from "@shared/account-pages";
import { formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import { signedOutPath } from "~/lib/safe-redirect";
import { myPlace } from "~/lib/signed-in";
import { formatDateTime } from "@shared/format";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("account");

// Private: no `cache` (decision 113), so the page cache never keeps it.
export const handle: TranslatedHandle = { i18n: ["admin", "registrations"] };

/** The signed-in person's own page; anyone else is sent to sign in first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = await context.trpc.auth.me();
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: ACCOUNT_PAGES.account })}`);
  const profile = await context.trpc.auth.profile();
  const sessions = await context.trpc.auth.sessions();
  const whoami = await context.trpc.auth.whoami();
  return { user, profile, sessions, whoami };
}

const account = formAction({
  profile: intent(ProfileSchema, (trpc, input) => trpc.auth.updateProfile(input)),
  changePassword: intent(ChangePasswordFormSchema, (trpc, { currentPassword, newPassword }) =>
    trpc.auth.changePassword({ currentPassword, newPassword }),
  ),
  signOutEverywhere: intent(z.object({}), (trpc) => trpc.auth.signOutEverywhere()),
});

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** Every session ended, this one too: /login says "You are signed out", with or without JavaScript. */
export async function action(args: Route.ActionArgs) {
  const answer = await account(args);
  if (answer.data.ok && answer.data.intent === "signOutEverywhere") throw redirect(signedOutPath(ACCOUNT_PAGES.account));
  return answer;
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { user, profile, sessions, whoami } = loaderData;
  const place = myPlace(whoami);
  const { teams, matches } = whoami.scopes;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t("pages.account.title")}
        description={t("pages.account.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.account.title") }]}
      />
      {place || teams.length || matches.length ? (
        <section aria-labelledby="account-role" className="card bg-base-100 shadow-sm" data-testid="my-places">
          <div className="card-body gap-3">
            <h2 id="account-role" className="card-title">
              {place ? t(place.labelKey) : t(`account.roles.${whoami.role}`)}
            </h2>
            {place ? (
              <Link to={place.to} className="btn btn-primary self-start" data-testid="account-my-place">
                {t(place.labelKey)}
              </Link>
            ) : null}
            {teams.length ? (
              <ul className="list-inside list-disc">
                {teams.map((team) => (
                  <li key={team.id}>
                    <Link to={`/teams/${team.id}`} className="link">
                      {team.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {matches.length ? (
              <ul id="my-matches" className="list-inside list-disc">
                {matches.map((m) => (
                  <li key={m.matchId}>
                    <Link to={`/matches/${m.matchId}`} className="link">
                      {formatDateTime(i18n.language, m.matchDate)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ) : null}
      <ProfileForm profile={profile} user={user} />
      <ChangePasswordForm />
      <SessionsList sessions={sessions} />
    </div>
  );
}
