import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Menu, Search } from "lucide-react";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { EVENT_START, timeLeft } from "~/lib/countdown";
import { Countdown } from "./countdown";
import { LanguageSwitch, ThemeMenu } from "./preference-controls";
import { HeaderAccount } from "./header-account";

const PageSearchDialog = lazyDialog(() => import("./page-search-dialog").then((m) => m.PageSearchDialog));

/** Scroll threshold for the header's scrolled state (spec §9: 10 px). */
export const SCROLL_THRESHOLD = 10;

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return scrolled;
}

/** Desktop and tablet header: countdown to kick-off, the page search, and "Sign in" or the account menu. */
export function DesktopHeader({ serverNow }: { serverNow: number }) {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header
      className={`sticky top-0 z-30 hidden items-center justify-between gap-4 px-6 py-3 transition-shadow md:flex ${scrolled ? "bg-base-100/95 shadow-md backdrop-blur" : "bg-base-200"}`}
      data-testid="desktop-header"
      data-scrolled={scrolled}
    >
      {timeLeft(serverNow, EVENT_START).passed ? (
        // After kick-off a countdown of zeros says nothing: point to the results instead (the home page says
        // whether the tournament is under way or over).
        <Link to="/tournament" className="link link-hover text-sm font-semibold" data-testid="header-event-started">
          {t("header.resultsLink")}
        </Link>
      ) : (
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold">{t("header.countdownLabel")}</span>
          <Countdown variant="header" serverNow={serverNow} />
        </div>
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-outline btn-sm gap-2"
          onClick={() => setSearchOpen(true)}
          data-testid="search-button"
        >
          <Search aria-hidden="true" className="size-4" />
          {t("header.search")}
        </button>
        <HeaderAccount />
      </div>
      <PageSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  );
}

/** Below 768 px: menu button, REGISTER (event registration), "Sign in" or the account menu, theme and language. */
export function MobileHeader({ onOpenMenu, onRegister }: { onOpenMenu: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  return (
    <header
      className={`sticky top-0 z-30 flex items-center justify-between gap-2 px-3 py-2 md:hidden ${scrolled ? "bg-base-100 shadow-md" : "bg-base-200"}`}
      data-testid="mobile-header"
    >
      <button
        type="button"
        className="btn btn-ghost btn-square"
        onClick={onOpenMenu}
        aria-label={t("sidebar.openMenu")}
        data-testid="mobile-menu-button"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* On the narrowest phones the name gives its room to the buttons: the badge shows, the name is read. */}
      <Link to="/" className="flex items-center gap-2 whitespace-nowrap font-extrabold">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-lg bg-primary text-sm text-primary-content min-[421px]:hidden"
        >
          TC
        </span>
        <span className="max-[420px]:sr-only">{t("brand.name")}</span>
      </Link>
      <div className="flex items-center gap-1">
        <button type="button" className="btn btn-primary btn-sm" onClick={onRegister}>
          {t("header.register")}
        </button>
        <HeaderAccount compact />
        <ThemeMenu compact opens="down" />
        <LanguageSwitch compact />
      </div>
    </header>
  );
}
