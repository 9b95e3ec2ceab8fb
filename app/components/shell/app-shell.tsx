import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/lib/translations";
import { X } from "lucide-react";
import { FunFactPopup } from "~/components/fun-facts/fun-fact-popup";
import { Footer } from "./footer";
import { DesktopHeader, MobileHeader } from "./headers";
import { Sidebar, SidebarContent } from "./sidebar";
import { useModalDialog } from "~/components/ui/modal";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { ShellContext } from "./shell-context";

const EventRegistrationDialog = lazyDialog(() =>
  import("~/components/forms/event-registration-dialog").then((m) => m.EventRegistrationDialog),
);

/** Sidebar, headers, main area and footer; scrolls to top on every route change. */
export function AppShell({ children, serverNow }: { children: ReactNode; serverNow: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [eventOpen, setEventOpen] = useState(false);
  const { dialogRef: drawer, toastHostRef: drawerToastHost } = useModalDialog(drawerOpen);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    setDrawerOpen(false);
  }, [pathname]);

  const api = useMemo(() => ({ openEventRegistration: () => setEventOpen(true) }), []);
  return (
    <ShellContext.Provider value={api}>
      <a href="#main" className="btn btn-primary sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50">
        {t("common.skipToContent")}
      </a>
      <div className="flex min-h-screen bg-base-200">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <MobileHeader onOpenMenu={() => setDrawerOpen(true)} onRegister={() => setEventOpen(true)} />
          <DesktopHeader serverNow={serverNow} />
          <PageMain>{children}</PageMain>
          <Footer />
        </div>
      </div>
      <dialog
        ref={drawer}
        className="modal modal-start md:hidden"
        aria-label={t("nav.mainNavigation")}
        onClose={() => setDrawerOpen(false)}
        data-testid="mobile-drawer"
      >
        <div className="modal-box h-dvh max-h-none w-80 max-w-[85vw] rounded-none p-0">
          <div className="flex justify-end p-2">
            <button
              type="button"
              className="btn btn-ghost btn-square"
              onClick={() => setDrawerOpen(false)}
              aria-label={t("sidebar.closeMenu")}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          {drawerOpen ? (
            <nav aria-label={t("nav.mainNavigation")}>
              <SidebarContent collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          ) : null}
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1} aria-hidden="true">
            {t("common.close")}
          </button>
        </form>
        <div ref={drawerToastHost} />
      </dialog>
      <EventRegistrationDialog open={eventOpen} onClose={() => setEventOpen(false)} />
      <FunFactPopup centered={drawerOpen} />
    </ShellContext.Provider>
  );
}

/**
 * The page's main area, inert and busy while a navigation to another page is under way. The page shown
 * then is on its way out: React Router sets the new address as soon as the new page's data and code are
 * in, but the new page only replaces this one once it can render complete (its translation areas load
 * then, and <Translations> holds the navigation until they are in). Until then what is typed here (a
 * form field of the page being left, say the home page's newsletter Email while /login is on its way)
 * would be unmounted with the page; inert, it takes no focus, typing or clicks, so whatever is typed
 * lands in the new page's form once it shows. A navigation within the page (its search, a tab) keeps it
 * live, and so do the header, the sidebar and the footer.
 */
function PageMain({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return (
    <main
      id="main"
      tabIndex={-1}
      inert={leaving}
      aria-busy={leaving || undefined}
      className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:px-8 md:py-10"
    >
      {children}
    </main>
  );
}
