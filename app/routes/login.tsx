import { useEffect } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { useTranslation } from "~/lib/translations";
import { LogIn } from "lucide-react";
import type { Route } from "./+types/login";
import { ConformForm, FormAlert, TextField, useConformForm } from "~/components/forms/conform";
import { PageHeader } from "~/components/ui/page-header";
import { LoginSchema } from "@shared/forms/login.schema";
import { formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirect, signedOutPath } from "~/lib/safe-redirect";
import { ACCOUNT_PAGES } from "@shared/account-pages";
import { reachServer } from "~/lib/reach-server";
import { setSignedInUser, type SignedInUser } from "~/lib/signed-in";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("login");

export const handle: TranslatedHandle = { i18n: ["admin"] };

/** Where a sign-in goes when it was not sent from a page: the admin to the console, anyone else to their account. */
const homeOf = (user: { role: string }) => (user.role === "admin" ? "/admin" : ACCOUNT_PAGES.account);

/** Someone already signed in goes straight on to where they were headed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await context.trpc.auth.me();
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), homeOf(user)));
  return null;
}

const signIn = formAction({
  login: intent(LoginSchema, (trpc, input) => trpc.auth.login(input)),
  // The account box's Sign out (auth.logout ends the session and clears its cookies on this response).
  logout: intent(z.object({}), (trpc) => trpc.auth.logout()),
});

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/**
 * Signs in or out (auth.login sets the session cookie on this response, auth.logout clears it). The
 * enhanced sign-in goes on by itself (it updates the account box first); a sign-in posted without
 * JavaScript is redirected from here, to `redirectTo`. A sign-out, with or without JavaScript, is
 * redirected here with `signedOut=1`: the page says "You are signed out" (the account box that sent
 * it is gone by then, so it cannot).
 */
export async function action(args: Route.ActionArgs) {
  const enhanced = (args.request.headers.get("content-type") ?? "").startsWith("application/json");
  const answer = await signIn(args);
  const redirectTo = new URL(args.request.url).searchParams.get("redirectTo");
  if (answer.data.ok && answer.data.intent === "logout") throw redirect(signedOutPath(redirectTo));
  if (!enhanced && answer.data.ok) throw redirect(safeRedirect(redirectTo, homeOf(answer.data.data.user)));
  return answer;
}

// A lost connection is a refusal the form or the account box says, not the error page.
export const clientAction = reachServer;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  const signedOut = params.get("signedOut") === "1";
  // Whoever was signed in on this page is not any more (the account box's copy is dropped).
  useEffect(() => {
    if (signedOut) setSignedInUser(null);
  }, [signedOut]);
  const m = useConformForm({
    // With the destination, so a sign-in without JavaScript is redirected there by the action.
    action: redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login",
    intent: "login",
    schema: LoginSchema,
    // A refusal comes back without the password (the action never returns one): the field is emptied.
    onSuccess: (session: { user: SignedInUser }) => {
      setSignedInUser(session.user);
      navigate(safeRedirect(redirectTo, homeOf(session.user)), { replace: true });
    },
  });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t("pages.login.title")}
        description={t("auth.intro")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.login.title") }]}
      />
      <div role="status" aria-live="polite">
        {signedOut ? (
          <p className="alert alert-success mb-4" data-testid="signed-out">
            {t("auth.signedOut")}
          </p>
        ) : null}
      </div>
      <ConformForm conform={m} className="card bg-base-100 shadow-sm" testId="login-form" alert={false}>
        <div className="card-body gap-4">
          <FormAlert conform={m} testId="login-error" />
          <TextField field={m.fields.email} type="email" required autoComplete="username" />
          <TextField field={m.fields.password} type="password" required autoComplete="current-password" />
          <button type="submit" className="btn btn-primary" disabled={m.busy} data-testid="login-submit">
            <LogIn aria-hidden="true" className="size-4" /> {m.busy ? t("auth.submitting") : t("auth.submit")}
          </button>
          <Link to={ACCOUNT_PAGES.forgot} className="link self-center" data-testid="forgot-password">
            {t("auth.forgotPassword")}
          </Link>
        </div>
      </ConformForm>
    </div>
  );
}
