import { describe, expect, it } from "vitest";
import {
  DEFAULT_DESIGN,
  ZONES,
  contrastRatio,
  fitLogo,
  jerseyFileName,
  logoBox,
  placementIssues,
  presetForTrade,
  readableOn,
  teamInitials,
  zoneById,
} from "./jersey-design";

describe("per-trade presets", () => {
  it("start a team from its trade's preset, whatever the spelling", () => {
    expect(presetForTrade("Plumbing")).toMatchObject({ primaryColor: "#1d4ed8", pattern: "horizontal" });
    expect(presetForTrade(" HVAC ")).toMatchObject({ primaryColor: "#0e7490" });
    for (const trade of [
      "demolition",
      "plumbing",
      "roofing",
      "engineering",
      "electrical",
      "carpentry",
      "masonry",
      "welding",
      "hvac",
      "landscaping",
    ]) {
      expect(presetForTrade(trade).primaryColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("fall back to engineering, solid, which is the spec's default look", () => {
    expect(presetForTrade("Superintendent/Project Mgmt")).toEqual(DEFAULT_DESIGN);
    expect(presetForTrade("Engineering")).toEqual(DEFAULT_DESIGN);
    expect(DEFAULT_DESIGN).toEqual({
      primaryColor: "#1e40af",
      secondaryColor: "#ffffff",
      accentColor: "#f59e0b",
      pattern: "solid",
    });
  });
});

describe("zones and logo fitting", () => {
  it("has the spec's five zones with their sizes and maximum logo sizes", () => {
    expect(ZONES.map((z) => [z.id, z.name, z.width, z.height, z.maxLogoSize])).toEqual([
      ["chest", "Main Chest", 120, 60, 50],
      ["right_arm", "Right Sleeve", 60, 40, 30],
      ["left_arm", "Left Sleeve", 60, 40, 30],
      ["collar", "Collar", 60, 30, 25],
      ["back_number", "Back (Above Number)", 80, 30, 35],
    ]);
  });

  it("fits a wide logo to the zone's width and a tall one to the maximum logo size, centred", () => {
    const chest = zoneById("chest")!;
    expect(fitLogo(chest, { width: 400, height: 100 })).toEqual({ x: 140, y: 140, width: 120, height: 30 });
    expect(fitLogo(chest, { width: 100, height: 400 })).toEqual({ x: 194, y: 130, width: 12, height: 50 });
    expect(fitLogo(chest, { width: 10, height: 10 })).toEqual({ x: 175, y: 130, width: 50, height: 50 });
    // A sponsor shown by name gets the whole logo box.
    expect(fitLogo(chest)).toEqual(logoBox(chest));
    expect(logoBox(zoneById("back_number")!)).toEqual({ x: 160, y: 100, width: 80, height: 30 });
  });

  it("always gives whole numbers inside the zone and within the maximum logo size", () => {
    for (const zone of ZONES) {
      for (const natural of [
        { width: 333, height: 77 },
        { width: 7, height: 311 },
        { width: 1, height: 1 },
        { width: 1234, height: 1233 },
      ]) {
        const r = fitLogo(zone, natural);
        expect(Object.values(r).every(Number.isInteger)).toBe(true);
        expect(placementIssues(zone, r), `${zone.id} ${JSON.stringify(natural)}`).toEqual([]);
      }
    }
  });

  it("names what is wrong with a placement", () => {
    const collar = zoneById("collar")!;
    expect(placementIssues(collar, { x: 100, y: 36, width: 10, height: 10 }).map((i) => i.field)).toEqual(["xPosition"]);
    expect(placementIssues(collar, { x: 170, y: 36, width: 61, height: 10 }).map((i) => i.field)).toEqual(["width"]);
    expect(placementIssues(collar, { x: 170, y: 36, width: 60, height: 26 })).toEqual([
      { field: "height", key: "validation.jerseys.maxLogoSize" },
    ]);
    expect(placementIssues(collar, { x: 170, y: 60, width: 10, height: 10 })).toEqual([
      { field: "height", key: "validation.jerseys.outsideZone" },
    ]);
  });
});

describe("download file name", () => {
  it("comes from the team and design names, sanitised", () => {
    expect(jerseyFileName("Atlanta Pipe Masters", "Home Kit 2026!")).toBe("atlanta-pipe-masters-home-kit-2026.png");
    expect(jerseyFileName("Marietta Timber Wolves", "Edición ñ / ../../etc")).toBe("marietta-timber-wolves-edicion-n-etc.png");
    expect(jerseyFileName("Superintendent/Project Mgmt", "  ")).toBe("superintendent-project-mgmt.png");
    expect(jerseyFileName("", "☃☃")).toBe("jersey.png");
    const long = jerseyFileName("A".repeat(90), "B".repeat(90));
    expect(long.length).toBeLessThanOrEqual(104);
    expect(long).toMatch(/^[a-z0-9-]+\.png$/);
    expect(long).not.toMatch(/-\.png$/);
  });
});

describe("drawing helpers", () => {
  it("pick the most readable colour for the back's name and number", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(readableOn("#facc15", ["#fde047", "#111827"])).toBe("#111827");
    expect(readableOn("#1e40af", ["#ffffff", "#f59e0b"])).toBe("#ffffff");
  });

  it("make crest initials from up to three words", () => {
    expect(teamInitials("Atlanta Pipe Masters")).toBe("APM");
    expect(teamInitials("Peachtree  Live Wires United")).toBe("PLW");
  });
});
