import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness";
import { PNG_1X1, startLogoServer } from "../../test/logo-server";
import { generateSessionToken } from "../../server/auth/tokens";
import { JerseyDesign, SponsorshipPlacement } from "../../db/entities/index";
import type { JerseyDesignInput } from "@shared/forms/jersey.schema";

let h: Harness;
let logos: Awaited<ReturnType<typeof startLogoServer>>;
let teamId: string;
let otherTeamId: string;
let sponsorIds: string[];
/** This test's browser: its designs are its own to change (decision 107). */
const visitor = generateSessionToken();

beforeAll(async () => {
  h = await startHarness();
  logos = await startLogoServer();
  const teams = await h.caller().teams.list();
  [teamId, otherTeamId] = [teams[2].id, teams[3].id];
  sponsorIds = (await h.caller().sponsors.list()).map((s) => s.id);
});
afterAll(async () => {
  await logos?.close();
  await h?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${h.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `visitor=${visitor}` },
    body: JSON.stringify(body),
  });
const caller = () => h.caller({ visitor });

/** A design body; tests of bad input override fields with values the type does not allow. */
const design = (over: Record<string, unknown> = {}) =>
  ({
    teamId,
    designName: "Home Kit",
    primaryColor: "#1E40AF",
    secondaryColor: "#ffffff",
    accentColor: "#f59e0b",
    pattern: "stripes",
    ...over,
  }) as JerseyDesignInput;

async function counts() {
  const em = h.em();
  return { designs: await em.count(JerseyDesign, {}), placements: await em.count(SponsorshipPlacement, {}) };
}

describe("saving a design", () => {
  it("saves the design and one placement per filled zone with the saved design's id", async () => {
    const saved = await caller().jerseys.create(
      design({
        logoPosition: "left",
        sponsorshipZones: [
          { id: "chest", sponsorId: sponsorIds[0] },
          { id: "right_arm", logoUrl: `${logos.base}/logo.png`, x: 999, width: 999 },
          { id: "collar" },
        ],
        placements: [{ zone: "right_arm", xPosition: 43, yPosition: 97, width: 30, height: 30 }],
      }),
    );
    expect(saved).toMatchObject({
      teamId,
      designName: "Home Kit",
      primaryColor: "#1e40af",
      pattern: "stripes",
      logoPosition: "left",
      isActive: true,
      mine: true,
    });
    // The zones keep our geometry whatever the client sent; all five are listed. The logo is the server's copy.
    const kept = `/api/jersey-logos/${createHash("sha256").update(PNG_1X1).digest("hex")}`;
    expect(saved.sponsorshipZones.map((z) => z.id)).toEqual(["chest", "right_arm", "left_arm", "collar", "back_number"]);
    expect(saved.sponsorshipZones[1]).toMatchObject({ x: 28, width: 60, logoUrl: kept, sponsorId: null });
    expect(
      saved.placements.map((p) => [p.zone, p.jerseyDesignId, p.sponsorId, p.xPosition, p.yPosition, p.width, p.height]),
    ).toEqual([
      ["chest", saved.id, sponsorIds[0], 140, 130, 120, 50],
      ["right_arm", saved.id, null, 43, 97, 30, 30],
    ]);
  });

  it("writes nothing when a placement fails (an unknown sponsor), and says which", async () => {
    const before = await counts();
    const res = await post(
      "/jersey-designs?lang=es",
      design({
        sponsorshipZones: [
          { id: "chest", sponsorId: sponsorIds[1] },
          { id: "collar", sponsorId: randomUUID() },
        ],
      }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Patrocinador no encontrado" } });
    expect(await counts()).toEqual(before);
  });

  it("lists a team's designs newest first, with their placements, over REST too", async () => {
    const first = await caller().jerseys.create(design({ designName: "First", teamId: otherTeamId }));
    const second = await caller().jerseys.create(
      design({ designName: "Second", teamId: otherTeamId, sponsorshipZones: [{ id: "back_number", sponsorId: sponsorIds[0] }] }),
    );
    const list = await h.caller().jerseys.byTeam({ teamId: otherTeamId });
    expect(list.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(list[0].placements.map((p) => p.zone)).toEqual(["back_number"]);
    const res = await fetch(`${h.url}/api/jersey-designs/team/${otherTeamId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{ designName: string; createdAt: string }>;
    expect(body.map((d) => d.designName)).toEqual(["Second", "First"]);
    expect(body[0].createdAt).toMatch(/Z$/);
    expect((await fetch(`${h.url}/api/jersey-designs/team/${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${h.url}/api/jersey-designs/team/nope`)).status).toBe(400);
  });

  it("refuses bad input naming each field", async () => {
    const res = await post(
      "/jersey-designs",
      design({
        designName: "",
        primaryColor: "blue",
        secondaryColor: "#fff",
        pattern: "plaid",
        sponsorshipZones: [{ id: "belly" }, { id: "chest", logoUrl: "javascript:alert(1)" }],
      }),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      designName: "Please enter a design name",
      primaryColor: "Primary colour must be a colour like #1e40af",
      secondaryColor: "Secondary colour must be a colour like #1e40af",
      pattern: "Pattern must be one of the listed patterns",
      "sponsorshipZones.0.id": "sponsorshipZones.0.id must be one of the listed zones",
      "sponsorshipZones.1.logoUrl": "sponsorshipZones.1.logoUrl must be an http or https address",
    });
    const long = await post("/jersey-designs", design({ designName: "x".repeat(81) }));
    expect(((await long.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      designName: "Design name is too long",
    });
    const unknownTeam = await post("/jersey-designs", design({ teamId: randomUUID() }));
    expect(unknownTeam.status).toBe(404);
  });

  it("refuses a placement outside its zone, above the maximum logo size or for an empty zone", async () => {
    const res = await post(
      "/jersey-designs",
      design({
        sponsorshipZones: [
          { id: "chest", sponsorId: sponsorIds[0] },
          { id: "collar", sponsorId: sponsorIds[0] },
        ],
        placements: [
          { zone: "chest", xPosition: 100, yPosition: 130, width: 50, height: 50 },
          { zone: "collar", xPosition: 170, yPosition: 36, width: 30, height: 28 },
          { zone: "left_arm", xPosition: 312, yPosition: 92, width: 30, height: 30 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["placements.0.xPosition", "placements.1.height", "placements.2.zone"]);
    expect(error.fields["placements.1.height"]).toBe("placements.1.height is larger than the zone's maximum logo size");
  });
});

describe("adding a placement to a saved design", () => {
  it("adds it with the design's id, updates the design's zone, refuses a second one for the zone", async () => {
    const saved = await caller().jerseys.create(design({ designName: "Away" }));
    const placement = {
      jerseyDesignId: saved.id,
      zone: "collar",
      sponsorId: sponsorIds[2],
      xPosition: 180,
      yPosition: 38,
      width: 40,
      height: 25,
    };
    const res = await post("/sponsorship-placements", placement);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      jerseyDesignId: saved.id,
      zone: "collar",
      sponsorId: sponsorIds[2],
      isActive: true,
    });
    const [reloaded] = (await h.caller().jerseys.byTeam({ teamId })).filter((d) => d.id === saved.id);
    expect(reloaded.sponsorshipZones.find((z) => z.id === "collar")?.sponsorId).toBe(sponsorIds[2]);
    expect(reloaded.placements).toHaveLength(1);

    const again = await post("/sponsorship-placements", placement);
    expect(again.status).toBe(409);
  });

  it("requires a real design id, a sponsor or logo, and a fit; an unknown sponsor writes nothing", async () => {
    const saved = await caller().jerseys.create(design({ designName: "Third" }));
    const base = { zone: "chest", xPosition: 140, yPosition: 130, width: 120, height: 50 };
    expect((await post("/sponsorship-placements", { ...base, jerseyDesignId: "", sponsorId: sponsorIds[0] })).status).toBe(400);
    expect(
      (await post("/sponsorship-placements", { ...base, jerseyDesignId: randomUUID(), sponsorId: sponsorIds[0] })).status,
    ).toBe(404);
    const neither = await post("/sponsorship-placements", { ...base, jerseyDesignId: saved.id });
    expect(((await neither.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      sponsorId: "Choose a sponsor or give a logo image URL",
    });
    const tooBig = await post("/sponsorship-placements", {
      ...base,
      jerseyDesignId: saved.id,
      sponsorId: sponsorIds[0],
      height: 60,
    });
    expect(((await tooBig.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      height: expect.stringContaining("maximum logo size"),
    });
    const before = await counts();
    expect((await post("/sponsorship-placements", { ...base, jerseyDesignId: saved.id, sponsorId: randomUUID() })).status).toBe(
      404,
    );
    expect(await counts()).toEqual(before);
    const [unchanged] = (await h.caller().jerseys.byTeam({ teamId })).filter((d) => d.id === saved.id);
    expect(unchanged.sponsorshipZones.every((z) => !z.sponsorId)).toBe(true);
  });
});

describe("logo proxy", () => {
  it("refuses an address that is not on the public internet, in the caller's language", async () => {
    const secure = h.url.replace("http:", "https:");
    await expect(h.caller().jerseys.logo({ url: `${secure}/favicon.ico` })).rejects.toThrow("errors.jerseys.logo.privateAddress");
    await expect(h.caller().jerseys.logo({ url: `${h.url}/favicon.ico` })).rejects.toThrow("errors.jerseys.logo.notHttps");
    const input = encodeURIComponent(JSON.stringify({ json: { url: "https://localhost/logo.png" } }));
    const res = await fetch(`${h.url}/trpc/jerseys.logo?input=${input}`, { headers: { cookie: "lang=es" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { json: { message: string } } }).error.json.message).toBe(
      "La dirección del logotipo no está en la internet pública.",
    );
    await expect(h.caller().jerseys.logo({ url: "ftp://example.com/x.png" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
