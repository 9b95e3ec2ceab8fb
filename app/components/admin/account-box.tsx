import { useLocation } from "react-router";
import { useTranslation, withAreas } from "~/lib/translations";
import { LogOut, UserRound } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { setSignedInUser, useSignedInUser, type SignedInUser } from "~/lib/signed-in";

/**
 * The signed-in user and Sign out, at the foot of the sidebar (which loads this only when the session's
 * hint cookie is there: visitors never need an account, nor ask who they are). After signing out the
 * current page reloads its data, so an admin page sends to /login.
 */
function AccountSlot({ collapsed }: { collapsed: boolean }) {
  const user = useSignedInUser();
  return user ? <AccountBox user={user} collapsed={collapsed} /> : null;
}

function AccountBox({ user, collapsed }: { user: SignedInUser; collapsed: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { pathname, search } = useLocation();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  // Through /login's action like the sign-in; without JavaScript the browser comes back to this page.
  const signOut = useIntent({
    action: `/login?${new URLSearchParams({ redirectTo: pathname + search })}`,
    intent: "logout",
    onSuccess: () => {
      setSignedInUser(null);
      toast({ title: t("auth.signedOut"), variant: "success" });
    },
    failureToast: { title: t("auth.signOutFailed"), text: (failure) => failure.message || t("forms.failedText") },
  });

  return (
    <div
      className={`flex gap-2 rounded-box border border-base-300 p-2 ${collapsed ? "flex-col items-center" : "items-center"}`}
      data-testid="account-box"
    >
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
  );
}

// Loaded on use, with its strings (they are not in every page's HTML).
export default withAreas(["admin"], AccountSlot);
