import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation, withAreas } from "~/lib/translations";
import { ChevronDown, LayoutDashboard, LogOut, MapPin, Settings, UserRound } from "lucide-react";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { myPlace, useSignedInUser, useWhoami, type SignedInUser } from "~/lib/signed-in";

/**
 * The signed-in person's menu in the header, where a visitor finds "Sign in": their name, their "My …"
 * page, the admin's dashboard, Account, and Sign out. The header loads this only when the session's hint
 * cookie is there (visitors never need an account, nor ask who they are). Sign out goes to /login, which
 * says "You are signed out". A disclosure, not an ARIA menu: its entries are ordinary links and a button.
 */
function AccountSlot({ compact }: { compact: boolean }) {
  const user = useSignedInUser();
  return user ? <AccountMenu user={user} compact={compact} /> : null;
}

function MenuLink({ to, label, icon: Icon, testId }: { to: string; label: string; icon: typeof Settings; testId: string }) {
  return (
    <li>
      <Link to={to} className="btn btn-ghost btn-sm min-h-11 w-full justify-start" data-testid={testId}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </li>
  );
}

function AccountMenu({ user, compact }: { user: SignedInUser; compact: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
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

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-testid="account-box">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm min-h-11 gap-1"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={compact ? t("auth.accountMenu", { name }) : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-menu-button"
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        {compact ? null : (
          <span className="max-w-40 truncate" data-testid="account-name">
            {name}
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        data-testid="account-menu"
      >
        <p className="px-2 pb-2 text-sm">
          <span className="block text-xs text-base-content/80">{t("auth.signedInAs")}</span>
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-xs text-base-content/80">{user.email}</span>
        </p>
        <ul className="flex flex-col gap-1">
          {place ? <MenuLink to={place.to} label={t(place.labelKey)} icon={MapPin} testId="my-place" /> : null}
          {whoami?.role === "admin" ? (
            <MenuLink to="/admin" label={t("auth.adminDashboard")} icon={LayoutDashboard} testId="my-admin" />
          ) : null}
          <MenuLink to="/account" label={t("auth.account")} icon={Settings} testId="account-link" />
          <li>
            <IntentForm call={signOut} input={{}}>
              <button
                type="submit"
                className="btn btn-ghost btn-sm min-h-11 w-full justify-start"
                disabled={signOut.busy}
                data-testid="sign-out"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t("auth.signOut")}
              </button>
            </IntentForm>
          </li>
        </ul>
      </div>
    </div>
  );
}

// Loaded on use, with its strings (they are not in every page's HTML).
export default withAreas(["admin"], AccountSlot);
