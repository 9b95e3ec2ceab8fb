import { describe, expect, it } from "vitest";
import { FOOTER_LINKS, NAV_TABS, tabForPath } from "./navigation";

describe("sidebar tabs", () => {
  it("hold the spec's pages", () => {
    expect(NAV_TABS.business.map((i) => i.to)).toEqual(["/media", "/sponsors", "/franchise", "/shop", "/global-companies"]);
    expect(NAV_TABS.tournament.map((i) => i.to)).toEqual(["/tournament", "/teams", "/players", "/fun-facts"]);
    expect(NAV_TABS.register.map((i) => i.to)).toEqual(["/register", "/staff", "/admin", "/ai-dashboard-enhanced"]);
  });
  it("follow the route, including nested paths", () => {
    expect(tabForPath("/shop")).toBe("business");
    expect(tabForPath("/teams/123")).toBe("tournament");
    expect(tabForPath("/admin")).toBe("register");
    expect(tabForPath("/")).toBe("tournament");
    expect(tabForPath("/nowhere")).toBe("tournament");
  });
  it("footer links match the spec", () => {
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual([
      "/tournament",
      "/teams",
      "/players",
      "/ai-dashboard",
      "/sponsors",
      "/franchise",
      "/register",
      "/staff",
      "/fun-facts",
    ]);
  });
});
