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
  // On a phone the header is full: an icon with its name, as the theme and language buttons beside it.
  return (
    <Link
      to={to}
      className={`signed-out-only btn btn-ghost btn-sm min-h-11 gap-1 ${compact ? "btn-square" : "px-2"}`}
      aria-label={compact ? t("header.signIn") : undefined}
      title={compact ? t("header.signIn") : undefined}
      data-testid="header-sign-in"
    >
      <LogIn aria-hidden="true" className={compact ? "size-5" : "size-4"} />
      {compact ? null : t("header.signIn")}
    </Link>
  );
}
