import { Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/translations";
import { LogIn } from "lucide-react";

/**
 * Stands in for admin controls a visitor cannot use: a way to sign in and come back to this page,
 * rather than a form that is refused once filled in (docs/decisions/100-public-and-admin-shapes.md). A signed-in
 * person is never told to sign in: `signed-out-only` hides it under the boot script's mark (lib/signed-in-hint.ts).
 */
export function SignInToManage({ className = "btn btn-outline btn-sm" }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={`/login?redirectTo=${encodeURIComponent(pathname + search)}`}
      className={`signed-out-only ${className}`}
      data-testid="sign-in-to-manage"
    >
      <LogIn aria-hidden="true" className="size-4" /> {t("common.signInToManage")}
    </Link>
  );
}
