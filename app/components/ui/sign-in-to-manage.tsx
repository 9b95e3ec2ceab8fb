import { Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/translations";
import { LogIn } from "lucide-react";

/**
 * Stands in for admin controls a visitor cannot use: a way to sign in and come back to this page,
 * rather than a form that is refused once filled in (docs/decisions/100-public-and-admin-shapes.md).
 */
export function SignInToManage({ className = "btn btn-outline btn-sm" }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Link to={`/login?redirectTo=${encodeURIComponent(pathname + search)}`} className={className} data-testid="sign-in-to-manage">
      <LogIn aria-hidden="true" className="size-4" /> {t("common.signInToManage")}
    </Link>
  );
}
