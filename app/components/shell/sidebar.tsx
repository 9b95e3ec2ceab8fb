import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ChevronsLeft, ChevronsRight } from "lucide-react";
import { HOME_ITEM, NAV_TABS, TAB_ORDER, tabForPath, type NavItem, type NavTab } from "~/lib/navigation";
import { LanguageSwitch, ThemeMenu } from "./preference-controls";

function NavEntry({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === "/"}
        onClick={onNavigate}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        className={({ isActive }) =>
          `${isActive ? "bg-primary text-primary-content font-semibold" : ""} ${collapsed ? "justify-center" : ""} min-h-11`
        }
      >
        <item.icon aria-hidden="true" className="size-5 shrink-0" />
        {collapsed ? null : <span>{label}</span>}
      </NavLink>
    </li>
  );
}

/** The sidebar's body: brand, the three tabs (following the route), their links, language and theme. */
export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<NavTab>(tabForPath(pathname));
  useEffect(() => setTab(tabForPath(pathname)), [pathname]);
  return (
    <div className="flex h-full flex-col gap-3 p-3">
      <NavLink
        to="/"
        onClick={onNavigate}
        className={`flex items-center gap-2 px-2 py-1 font-extrabold ${collapsed ? "justify-center" : ""}`}
        aria-label={t("brand.name")}
      >
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-primary text-primary-content">
          TC
        </span>
        {collapsed ? null : <span className="text-lg">{t("brand.name")}</span>}
      </NavLink>
      {collapsed ? null : (
        <div role="group" aria-label={t("nav.sections")} className="join w-full">
          {TAB_ORDER.map((key) => (
            <button
              key={key}
              type="button"
              className={`btn join-item btn-sm flex-1 ${tab === key ? "btn-primary" : "btn-ghost"}`}
              aria-pressed={tab === key}
              onClick={() => setTab(key)}
              data-testid={`sidebar-tab-${key}`}
            >
              {t(`sidebar.tabs.${key}`)}
            </button>
          ))}
        </div>
      )}
      {/* The links scroll when the window is too short for them (collapsed, all thirteen show), so the language
          and theme controls below stay in view; their menus are not clipped by a scroll box. */}
      <ul className="menu min-h-0 w-full flex-1 flex-nowrap gap-1 overflow-y-auto p-0.5" data-testid="sidebar-links">
        <NavEntry item={HOME_ITEM} collapsed={collapsed} onNavigate={onNavigate} />
        {(collapsed ? TAB_ORDER.flatMap((k) => NAV_TABS[k]) : NAV_TABS[tab]).map((item) => (
          <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </ul>
      <div className={`flex gap-1 ${collapsed ? "flex-col items-center" : "flex-col"}`}>
        <LanguageSwitch compact={collapsed} />
        <ThemeMenu compact={collapsed} />
      </div>
    </div>
  );
}

/** Desktop and tablet sidebar (768 px and up): wide (20rem) or icons only (5rem). */
export function Sidebar() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <aside
      className={`sticky top-0 hidden h-screen shrink-0 border-r border-base-300 bg-base-100 transition-[width] md:block ${collapsed ? "w-20" : "w-80"}`}
      data-testid="sidebar"
      data-collapsed={collapsed}
    >
      <nav aria-label={t("nav.mainNavigation")} className="h-full">
        <SidebarContent collapsed={collapsed} />
      </nav>
      <button
        type="button"
        className="btn btn-circle btn-sm absolute -right-4 top-16 border-base-300 bg-base-100"
        onClick={() => setCollapsed((c) => !c)}
        aria-label={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
        aria-expanded={!collapsed}
        data-testid="sidebar-collapse"
      >
        {collapsed ? (
          <ChevronsRight aria-hidden="true" className="size-4" />
        ) : (
          <ChevronsLeft aria-hidden="true" className="size-4" />
        )}
      </button>
    </aside>
  );
}
