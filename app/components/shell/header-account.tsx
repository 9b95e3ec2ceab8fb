import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { LogIn } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { useSignedInHint } from "~/lib/signed-in-hint";

// Only a signed-in person has an account menu; visitors never load it, nor ask who they are.
const AccountMenu = lazy(() => import("~/components/account/account-menu"));

/**
 * The header's place for the person: "Sign in" for a visitor (back to this page afterwards), the account
 * menu once signed in. `compact` on phones: the menu button shows an icon only.
 */
export function HeaderAccount({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const signedIn = useSignedInHint();
  if (signedIn) {
    return (
      <Suspense fallback={null}>
        <AccountMenu compact={compact} />
      </Suspense>
    );
  }
  const here = pathname + search;
  const to = pathname === "/login" || here === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: here })}`;
  return (
    <Link to={to} className="signed-out-only btn btn-ghost btn-sm min-h-11 gap-1 px-2" data-testid="header-sign-in">
      <LogIn aria-hidden="true" className="size-4" />
      {t("header.signIn")}
    </Link>
  );
}
