import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { LogOut, UserRound } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { trpc } from "~/lib/trpc";

/**
 * The signed-in user and Sign out, at the foot of the sidebar; nothing for visitors, who never need
 * an account. After signing out the current page reloads its data, so an admin page sends to /login.
 */
export function AccountBox({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery();
  const logout = trpc.auth.logout.useMutation();
  const user = me.data?.user;
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  async function signOut() {
    try {
      await logout.mutateAsync();
      utils.auth.me.setData(undefined, (old) => (old ? { ...old, user: null } : old));
      toast({ title: t("auth.signedOut"), variant: "success" });
      revalidator.revalidate();
    } catch {
      toast({ title: t("auth.signOutFailed"), variant: "destructive" });
    }
  }

  return (
    <div className={`flex gap-2 rounded-box border border-base-300 p-2 ${collapsed ? "flex-col items-center" : "items-center"}`} data-testid="account-box">
      <UserRound aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : (
        <p className="min-w-0 flex-1 text-sm">
          <span className="block text-xs text-base-content/80">{t("auth.signedInAs")}</span>
          <span className="block truncate font-semibold" title={user.email} data-testid="account-name">{name}</span>
        </p>
      )}
      <button
        type="button" className="btn btn-ghost btn-sm" onClick={signOut} disabled={logout.isPending}
        aria-label={collapsed ? t("auth.signOut") : undefined} title={collapsed ? t("auth.signOut") : undefined} data-testid="sign-out"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {collapsed ? null : t("auth.signOut")}
      </button>
    </div>
  );
}
