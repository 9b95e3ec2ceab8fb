import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/admin?tab=metrics")).toBe("/admin?tab=metrics");
    expect(safeRedirect("/teams/abc")).toBe("/teams/abc");
  });

  it("falls back for anything that could leave the site", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "admin", "", null, undefined]) {
      expect(safeRedirect(bad), String(bad)).toBe("/admin");
    }
  });
});
