import type { LucideIcon } from "lucide-react";
import {
  Brain,
  Building2,
  ClipboardList,
  Globe2,
  Handshake,
  Home,
  Lightbulb,
  Megaphone,
  ShieldCheck,
  ShoppingBag,
  Trophy,
  UserPlus,
  Users,
  UsersRound,
} from "lucide-react";

export type NavTab = "business" | "tournament" | "register";
export type NavItem = { to: string; labelKey: string; icon: LucideIcon };

/** The sidebar's three tabs and their pages (spec §2 Layout). */
export const NAV_TABS: Record<NavTab, NavItem[]> = {
  business: [
    { to: "/media", labelKey: "nav.media", icon: Megaphone },
    { to: "/sponsors", labelKey: "nav.sponsors", icon: Handshake },
    { to: "/franchise", labelKey: "nav.franchise", icon: Building2 },
    { to: "/shop", labelKey: "nav.shop", icon: ShoppingBag },
    { to: "/global-companies", labelKey: "nav.globalCompanies", icon: Globe2 },
  ],
  tournament: [
    { to: "/tournament", labelKey: "nav.tournament", icon: Trophy },
    { to: "/teams", labelKey: "nav.teams", icon: UsersRound },
    { to: "/players", labelKey: "nav.players", icon: Users },
    { to: "/fun-facts", labelKey: "nav.funFacts", icon: Lightbulb },
  ],
  register: [
    { to: "/register", labelKey: "nav.register", icon: UserPlus },
    { to: "/staff", labelKey: "nav.staff", icon: ClipboardList },
    { to: "/admin", labelKey: "nav.admin", icon: ShieldCheck },
    { to: "/ai-dashboard-enhanced", labelKey: "nav.aiDashboard", icon: Brain },
  ],
};

export const TAB_ORDER: NavTab[] = ["business", "tournament", "register"];
export const HOME_ITEM: NavItem = { to: "/", labelKey: "nav.home", icon: Home };

/** The tab that holds the current path; the tournament tab for home and unknown paths. */
export function tabForPath(pathname: string): NavTab {
  for (const tab of TAB_ORDER) {
    if (NAV_TABS[tab].some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))) return tab;
  }
  return "tournament";
}

export const FOOTER_LINKS = [
  { to: "/tournament", labelKey: "nav.tournament" },
  { to: "/teams", labelKey: "nav.teams" },
  { to: "/players", labelKey: "nav.players" },
  { to: "/ai-dashboard", labelKey: "nav.aiDashboard" },
  { to: "/sponsors", labelKey: "nav.sponsors" },
  { to: "/franchise", labelKey: "nav.franchise" },
  { to: "/register", labelKey: "nav.register" },
  { to: "/staff", labelKey: "nav.staff" },
  { to: "/fun-facts", labelKey: "nav.funFacts" },
];

/** Every page a visitor can jump to from the header's search. */
export const ALL_PAGES: NavItem[] = [HOME_ITEM, ...TAB_ORDER.flatMap((t) => NAV_TABS[t])];
