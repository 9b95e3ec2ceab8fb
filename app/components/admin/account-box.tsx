import { Link, useLocation } from "react-router";
import { useTranslation, withAreas } from "~/lib/translations";
import { LogOut, MapPin, Settings, UserRound } from "lucide-react";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { myPlace, useSignedInUser, useWhoami, type SignedInUser } from "~/lib/signed-in";

/**
 * The signed-in user, their "My …" link and Account, and Sign out, at the foot of the sidebar (which
 * loads this only when the session's hint cookie is there: visitors never need an account, nor ask who
 * they are). Sign out goes to /login, which says "You are signed out" (the box itself is gone by then).
 */
function AccountSlot({ collapsed }: { collapsed: boolean }) {
  const user = useSignedInUser();
  return user ? <AccountBox user={user} collapsed={collapsed} /> : null;
}

function AccountLink({
  to,
  label,
  icon: Icon,
  collapsed,
  testId,
}: {
  to: string;
  label: string;
  icon: typeof Settings;
  collapsed: boolean;
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="btn btn-ghost btn-sm min-h-11 justify-start"
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      data-testid={testId}
    >
      <Icon aria-hidden="true" className="size-4" />
      {collapsed ? null : label}
    </Link>
  );
}

function AccountBox({ user, collapsed }: { user: SignedInUser; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const whoami = useWhoami();
  const place = whoami && whoami.user.id === user.id ? myPlace(whoami) : null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  // Through /login's action like the sign-in; it answers with /login?signedOut=1 (and the page to go back to).
  const signOut = useIntent({
    action: `/login?${new URLSearchParams({ redirectTo: pathname + search })}`,
    intent: "logout",
    navigates: true,
    failureToast: { title: t("auth.signOutFailed"), text: (failure) => failure.message || t("forms.failedText") },
  });

  return (
    <div className="flex flex-col gap-1 rounded-box border border-base-300 p-2" data-testid="account-box">
      <div className={`flex gap-2 ${collapsed ? "flex-col items-center" : "items-center"}`}>
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        {collapsed ? null : (
          <p className="min-w-0 flex-1 text-sm">
            <span className="block text-xs text-base-content/80">{t("auth.signedInAs")}</span>
            <span className="block truncate font-semibold" title={user.email} data-testid="account-name">
              {name}
            </span>
          </p>
        )}
        <IntentForm call={signOut} input={{}}>
          <button
            type="submit"
            className="btn btn-ghost btn-sm"
            disabled={signOut.busy}
            aria-label={collapsed ? t("auth.signOut") : undefined}
            title={collapsed ? t("auth.signOut") : undefined}
            data-testid="sign-out"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {collapsed ? null : t("auth.signOut")}
          </button>
        </IntentForm>
      </div>
      <div className={`flex gap-1 ${collapsed ? "flex-col items-center" : "flex-wrap"}`}>
        {place ? (
          <AccountLink to={place.to} label={t(place.labelKey)} icon={MapPin} collapsed={collapsed} testId="my-place" />
        ) : null}
        <AccountLink to="/account" label={t("auth.account")} icon={Settings} collapsed={collapsed} testId="account-link" />
      </div>
    </div>
  );
}

// Loaded on use, with its strings (they are not in every page's HTML).
export default withAreas(["admin"], AccountSlot);
