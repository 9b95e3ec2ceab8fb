import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/**
 * What a `redirectTo` query parameter can be made to hold (as the loader reads it, decoded once). Each
 * normalises to another host, a scheme or a path that is not this site's: dot segments collapsing into
 * `//host`, percent-encoded dots the URL parser also treats as dots, backslashes browsers
 * read as slashes, and tabs and newlines they drop.
 */
const LEAVING_TARGETS = [
  "/.//evil.example/x",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/x/../..//evil.example",
  "/./\\evil.example",
  "/.\\/evil.example",
  "/..\\\\evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "/\\\\evil.example",
  "\\/evil.example",
  "///evil.example",
  "//evil.example",
  "http:evil.example",
  "http:/evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\t/evil.example",
  "\t//evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  " //evil.example",
  "admin",
  "",
  null,
  undefined,
];

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment, normalised", () => {
    expect(safeRedirect("/admin?tab=metrics")).toBe("/admin?tab=metrics");
    expect(safeRedirect("/teams/abc")).toBe("/teams/abc");
    expect(safeRedirect("/teams/abc?x=1#roster")).toBe("/teams/abc?x=1#roster");
    expect(safeRedirect("/a/./b/../c")).toBe("/a/c");
    // Another address in the query is only text on this site's page.
    expect(safeRedirect("/?next=//evil.example")).toBe("/?next=//evil.example");
  });

  it("falls back for anything that leaves the site once normalised", () => {
    for (const bad of LEAVING_TARGETS) expect(safeRedirect(bad), JSON.stringify(bad)).toBe("/admin");
  });

  it("never hands out a path a browser would read as another host", () => {
    for (const bad of LEAVING_TARGETS) {
      const out = safeRedirect(bad, "/");
      expect(new URL(out, "https://tradescup.example/login").origin, JSON.stringify(bad)).toBe("https://tradescup.example");
    }
  });
});
