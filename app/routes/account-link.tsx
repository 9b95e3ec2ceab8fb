import { redirect } from "react-router";
import { TRPCError } from "@trpc/server";
import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/account-link";
import { PageHeader } from "~/components/ui/page-header";
import { LinkRefused, SetPasswordForm } from "~/components/account/set-password-form";
import { SetPasswordFormSchema, type AccountTokenPurpose } from "@shared/forms/own-account.schema";
import { ACCOUNT_PAGES } from "@shared/account-pages";
import { describeRefusal, formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

/**
 * The pages the mails link to: `/account/invitation?token=…` sets the first password,
 * `/account/password-reset?token=…` a new one. The link is checked before anything is typed; a link
 * that cannot be used (unknown, tampered, used, expired) gets a page saying why and how to get a new one.
 * One module, told apart by path (app/routes.ts).
 */
const purposeOf = (url: string): Exclude<AccountTokenPurpose, "captain_offer"> =>
  new URL(url).pathname.startsWith(ACCOUNT_PAGES.invitation) ? "invitation" : "password_reset";

const META = { invitation: pageMeta("invitation"), password_reset: pageMeta("passwordReset") };
export const meta: Route.MetaFunction = (args) => META[purposeOf(`http://x${args.location.pathname}`)](args);

export const handle: TranslatedHandle = { i18n: ["admin", "registrations"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const purpose = purposeOf(request.url);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    await context.trpc.auth.checkAccountLink({ purpose, token });
    return { purpose, token, refusal: null };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const { message, fields } = describeRefusal(e, context.lang);
    return { purpose, token, refusal: fields?.token ?? message };
  }
}

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** The password for the link: the procedure spends the token, sets the password and signs in; then /account. */
export async function action(args: Route.ActionArgs) {
  const purpose = purposeOf(args.request.url);
  const answer = await formAction({
    setPassword: intent(SetPasswordFormSchema, (trpc, { token, password }) =>
      purpose === "invitation"
        ? trpc.auth.acceptInvitation({ token, password })
        : trpc.auth.confirmPasswordReset({ token, password }),
    ),
  })(args);
  if (answer.data.ok) throw redirect(ACCOUNT_PAGES.account);
  return answer;
}

export default function AccountLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { purpose, token, refusal } = loaderData;
  const title = t(purpose === "invitation" ? "pages.invitation.title" : "pages.passwordReset.title");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={title} breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: title }]} />
      {refusal ? <LinkRefused purpose={purpose} reason={refusal} /> : <SetPasswordForm purpose={purpose} token={token} />}
    </div>
  );
}
