import { redirect } from "react-router";
import { TRPCError } from "@trpc/server";
import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/captain-offer";
import { PageHeader } from "~/components/ui/page-header";
import { ConformForm, SubmitButton, useConformForm } from "~/components/forms/conform";
import { LinkRefused } from "~/components/account/set-password-form";
import { CaptainOfferTokenSchema } from "@shared/forms/own-account.schema";
import { ACCOUNT_PAGES } from "@shared/account-pages";
import { describeRefusal, formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

/**
 * The page a captain offer's mail links to (`/account/captain-offer?token=…`): a team asks someone who
 * already has an account to be its captain. Signed out, it sends to the sign-in page and back; signed in
 * as the person the offer was mailed to, it shows the team and what accepting changes, with one button.
 * A link that cannot be used (unknown, used, expired) says so and how to get a new one; anyone else
 * signed in is told the offer is not theirs.
 */
export const meta: Route.MetaFunction = pageMeta("captainOffer");

export const handle: TranslatedHandle = { i18n: ["admin", "registrations"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const { user } = await context.trpc.auth.me();
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  try {
    return { token, offer: await context.trpc.auth.captainOffer({ token }), refusal: null };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const { message, fields } = describeRefusal(e, context.lang);
    // A link's own fault (used, expired, unknown) names `token`; anything else (another person) is said as is.
    return {
      token,
      offer: null,
      refusal: fields?.token ? { reason: fields.token, link: true } : { reason: message, link: false },
    };
  }
}

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** Accepting: the procedure spends the link and makes the person captain; then their account page. */
export async function action(args: Route.ActionArgs) {
  const answer = await formAction({
    accept: intent(CaptainOfferTokenSchema, (trpc, { token }) => trpc.auth.acceptCaptainOffer({ token })),
  })(args);
  if (answer.data.ok) throw redirect(ACCOUNT_PAGES.account);
  return answer;
}

export default function CaptainOfferPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, offer, refusal } = loaderData;
  const title = t("pages.captainOffer.title");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={title} breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: title }]} />
      {offer ? (
        <AcceptOffer token={token} team={offer.teamName} role={offer.role} />
      ) : refusal?.link ? (
        <LinkRefused purpose="captain_offer" reason={refusal.reason} />
      ) : (
        <p role="alert" className="alert alert-error" data-testid="offer-refused">
          {refusal?.reason}
        </p>
      )}
    </div>
  );
}

function AcceptOffer({ token, team, role }: { token: string; team: string; role: string }) {
  const { t } = useTranslation();
  const m = useConformForm({
    action: `${ACCOUNT_PAGES.captain_offer}?${new URLSearchParams({ token })}`,
    intent: "accept",
    schema: CaptainOfferTokenSchema,
    defaultValue: { token },
  });
  return (
    <ConformForm conform={m} className="card bg-base-100 shadow-sm" testId="captain-offer-form">
      <div className="card-body gap-4">
        <p>{t("account.captainOffer.intro", { team })}</p>
        <p>
          {role === "captain"
            ? t("account.captainOffer.keepTeams")
            : t("account.captainOffer.roleChange", { role: t(`account.roles.${role}`, { defaultValue: role }) })}
        </p>
        <input type="hidden" name={m.fields.token.name} value={token} />
        <SubmitButton
          busy={m.busy}
          label={t("account.captainOffer.accept")}
          busyLabel={t("account.captainOffer.accepting")}
          testId="captain-offer-accept"
        />
      </div>
    </ConformForm>
  );
}
