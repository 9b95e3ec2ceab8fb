/**
 * Jersey designs have an owner and show only images the server keeps (decision 107): the
 * browser (its `visitor` cookie) or the account that made a design may change it and add placements;
 * anyone may copy it; others get a translated 403. A preview is the designer's own picture, never an
 * address; a logo address is fetched once by the server and served from this site.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JerseyDesign, JerseyLogo, SponsorshipPlacement } from "../../db/entities/index";
import { action as teamsAction } from "../../app/routes/teams";
import { generateSessionToken } from "../../server/auth/tokens";
import { createAccounts } from "../../test/auth";
import { startHarness, type Harness } from "../../test/harness";
import { PNG_1X1, startLogoServer } from "../../test/logo-server";
import { routeActions, sessionUser } from "../../test/route-action";
import { logoFetch } from "./stored-logos";
import type { JerseyDesignInput } from "@shared/forms/jersey.schema";
import type { RouterOutputs } from "../index";

let h: Harness;
let logos: Awaited<ReturnType<typeof startLogoServer>>;
let teamId: string;
let sponsorId: string;
type Design = RouterOutputs["jerseys"]["byTeam"][number];
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  h = await startHarness();
  logos = await startLogoServer();
  teamId = (await h.caller().teams.list())[5].id;
  sponsorId = (await h.caller().sponsors.list())[0].id;
});
afterAll(async () => {
  await logos?.close();
  await h?.close();
});

/** A small JPEG thumbnail as the designer draws it (the bytes do not matter to the server). */
const THUMBNAIL = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString("base64")}`;
const KEPT_PNG = `/api/jersey-logos/${createHash("sha256").update(PNG_1X1).digest("hex")}`;

const design = (over: Partial<JerseyDesignInput> = {}): JerseyDesignInput => ({
  teamId,
  designName: "Owned Kit",
  primaryColor: "#1e40af",
  secondaryColor: "#ffffff",
  accentColor: "#f59e0b",
  pattern: "solid",
  sponsorshipZones: [{ id: "chest", sponsorId }],
  designPreviewUrl: THUMBNAIL,
  ...over,
});

/** A REST call from a browser holding `visitor` (or none), as a page's script would make it. */
async function rest(method: string, path: string, body: unknown, opts: { visitor?: string; lang?: string } = {}) {
  const res = await fetch(`${h.url}/api${path}?lang=${opts.lang ?? "en"}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: h.url,
      ...(opts.visitor ? { cookie: `visitor=${opts.visitor}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Design & ErrorBody };
}
const listed = async (id: string, visitor?: string) =>
  (await h.caller({ visitor }).jerseys.byTeam({ teamId })).find((d) => d.id === id)!;
const placementsOf = (jerseyDesignId: string) => h.em().count(SponsorshipPlacement, { jerseyDesignId });
const collarPlacement = (jerseyDesignId: string) => ({
  jerseyDesignId,
  zone: "collar" as const,
  sponsorId,
  xPosition: 180,
  yPosition: 38,
  width: 40,
  height: 25,
});

describe("a design's owner", () => {
  it("is the browser that saved it: a visitor cookie (HttpOnly) is given with the first design, and marks it as its own", async () => {
    const saved = await rest("POST", "/jersey-designs", design());
    expect(saved.status).toBe(201);
    const cookie = saved.headers.getSetCookie().find((c) => c.startsWith("visitor="))!;
    expect(cookie).toMatch(/^visitor=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    const visitor = cookie.slice("visitor=".length, cookie.indexOf(";"));
    expect(saved.body.mine).toBe(true);
    expect((await listed(saved.body.id, visitor)).mine).toBe(true);
    expect((await listed(saved.body.id)).mine).toBe(false);
    expect((await listed(saved.body.id, generateSessionToken())).mine).toBe(false);
    // Its next design keeps the same cookie.
    const next = await rest("POST", "/jersey-designs", design({ designName: "Second" }), { visitor });
    expect(next.headers.getSetCookie().filter((c) => c.startsWith("visitor="))).toEqual([]);
    // Only a hash of the cookie is stored, and no answer shows either.
    const row = await h.em().findOneOrFail(JerseyDesign, saved.body.id);
    expect(row.ownerKey).toBe(createHash("sha256").update(visitor).digest("hex"));
    expect(JSON.stringify(await (await fetch(`${h.url}/api/jersey-designs/team/${teamId}`)).json())).not.toContain(row.ownerKey!);
  });

  it("alone changes it and adds placements; another browser gets a translated 403 and changes nothing", async () => {
    const [owner, stranger] = [generateSessionToken(), generateSessionToken()];
    const saved = await rest("POST", "/jersey-designs", design(), { visitor: owner });

    for (const who of [stranger, undefined]) {
      const refused = await rest("POST", "/sponsorship-placements", collarPlacement(saved.body.id), { visitor: who, lang: "es" });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: { code: "FORBIDDEN", message: "Este diseño es de otra persona: cópialo para cambiarlo." },
      });
      const changed = await rest("PUT", `/jersey-designs/${saved.body.id}`, design({ primaryColor: "#000000" }), {
        visitor: who,
      });
      expect(changed.status).toBe(403);
      expect(changed.body.error.message).toBe("This design belongs to someone else: copy it to change it.");
    }
    expect(await placementsOf(saved.body.id)).toBe(1);
    expect((await listed(saved.body.id)).primaryColor).toBe("#1e40af");

    const placed = await rest("POST", "/sponsorship-placements", collarPlacement(saved.body.id), { visitor: owner });
    expect(placed.status).toBe(200);
    const changed = await rest(
      "PUT",
      `/jersey-designs/${saved.body.id}`,
      design({ designName: "Owned Kit v2", primaryColor: "#000000", sponsorshipZones: [] }),
      { visitor: owner },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: saved.body.id,
      designName: "Owned Kit v2",
      primaryColor: "#000000",
      placements: [],
      mine: true,
    });
    expect(await placementsOf(saved.body.id)).toBe(0);
    expect(
      (await rest("PUT", `/jersey-designs/${saved.body.id}`, design({ teamId: randomUUID() }), { visitor: owner })).body.error
        .fields,
    ).toEqual({ teamId: "Team cannot change: a design stays with its team" });
    expect((await rest("PUT", `/jersey-designs/${randomUUID()}`, design(), { visitor: owner })).status).toBe(404);
  });

  it("may be copied by anyone: a new design with the same content, the copier's own; the original stays theirs", async () => {
    const [owner, copier] = [generateSessionToken(), generateSessionToken()];
    const saved = await rest(
      "POST",
      "/jersey-designs",
      design({
        pattern: "chevron",
        sponsorshipZones: [
          { id: "chest", sponsorId },
          { id: "left_arm", logoUrl: `${logos.base}/logo.png` },
        ],
      }),
      { visitor: owner },
    );
    const copy = await rest("POST", `/jersey-designs/${saved.body.id}/copy`, { designName: "My Copy" }, { visitor: copier });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      designName: "My Copy",
      pattern: "chevron",
      designPreviewUrl: THUMBNAIL,
      sponsorshipZones: saved.body.sponsorshipZones,
      mine: true,
    });
    expect(copy.body.id).not.toBe(saved.body.id);
    expect(copy.body.placements.map((p) => [p.zone, p.sponsorId, p.logoUrl, p.width])).toEqual(
      saved.body.placements.map((p) => [p.zone, p.sponsorId, p.logoUrl, p.width]),
    );
    expect((await listed(copy.body.id, owner)).mine).toBe(false);
    expect((await listed(saved.body.id, copier)).mine).toBe(false);
    expect(
      (await rest("PUT", `/jersey-designs/${copy.body.id}`, design({ designName: "Mine now" }), { visitor: copier })).status,
    ).toBe(200);
    expect((await listed(saved.body.id)).designName).toBe("Owned Kit");
    expect((await rest("POST", `/jersey-designs/${randomUUID()}/copy`, {}, { visitor: copier })).status).toBe(404);
  });

  it("is the account when signed in: the same account from any browser may change it, no one else", async () => {
    const { admin, player } = await createAccounts(h.em());
    const asPlayer = sessionUser(player);
    const saved = await h.caller({ user: asPlayer }).jerseys.create(design());
    expect((await h.em().findOneOrFail(JerseyDesign, saved.id)).ownerUserId).toBe(player.id);
    expect(
      (
        await h
          .caller({ user: asPlayer, visitor: generateSessionToken() })
          .jerseys.update({ ...design({ designName: "Renamed" }), id: saved.id })
      ).designName,
    ).toBe("Renamed");
    await expect(h.caller({ user: sessionUser(admin) }).jerseys.addPlacement(collarPlacement(saved.id))).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(h.caller().jerseys.addPlacement(collarPlacement(saved.id))).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("saves and changes through the team page's action (the designer's Save), for its browser only", async () => {
    const [owner, stranger] = [generateSessionToken(), generateSessionToken()];
    const act = (intent: string, input: unknown, visitor: string, lang: "en" | "es" = "en") =>
      routeActions(h).json(teamsAction, "/teams", { intent, input }, { visitor, lang });
    const created = await act("createJersey", design(), owner);
    expect(created.status, JSON.stringify(created.result)).toBe(200);
    const id = (created.result as { data: Design }).data.id;
    const update = { ...design({ designName: "Edited in the designer" }), id };
    const refused = await act("updateJersey", update, stranger, "es");
    expect(refused).toMatchObject({
      status: 403,
      result: { ok: false, message: "Este diseño es de otra persona: cópialo para cambiarlo." },
    });
    const updated = await act("updateJersey", update, owner);
    expect(updated.status).toBe(200);
    expect((await listed(id)).designName).toBe("Edited in the designer");
  });
});

describe("a design's images", () => {
  it("a preview must be the designer's picture: a web address is refused naming the field, in en and es", async () => {
    const before = await h.em().count(JerseyDesign, {});
    const en = await rest("POST", "/jersey-designs", design({ designPreviewUrl: "https://tracker.example/pixel.gif" }));
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({
      designPreviewUrl: "Preview image must be the picture the designer drew (a PNG, JPEG or WebP data URL), not a web address",
    });
    const es = await rest("POST", "/jersey-designs", design({ designPreviewUrl: "http://tracker.example/p.png" }), {
      lang: "es",
    });
    expect(es.body.error.fields).toEqual({
      designPreviewUrl:
        "Imagen de vista previa debe ser la imagen que dibujó el diseñador (una URL data: PNG, JPEG o WebP), no una dirección web",
    });
    expect(await h.em().count(JerseyDesign, {})).toBe(before);
  });

  it("a logo address is fetched once by the server and served from this site; one it cannot use is refused naming the zone", async () => {
    const visitor = generateSessionToken();
    const saved = await rest(
      "POST",
      "/jersey-designs",
      design({
        sponsorshipZones: [
          { id: "chest", logoUrl: `${logos.base}/logo.png` },
          { id: "collar", logoUrl: `${logos.base}/logo.png` },
        ],
      }),
      { visitor },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.sponsorshipZones.filter((z) => z.logoUrl).map((z) => z.logoUrl)).toEqual([KEPT_PNG, KEPT_PNG]);
    expect(saved.body.placements.map((p) => p.logoUrl)).toEqual([KEPT_PNG, KEPT_PNG]);
    expect(await h.em().count(JerseyLogo, {})).toBe(1);

    const image = await fetch(`${h.url}${KEPT_PNG}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    expect((await fetch(`${h.url}${KEPT_PNG}`, { headers: { "if-none-match": image.headers.get("etag")! } })).status).toBe(304);
    const missing = await fetch(`${h.url}/api/jersey-logos/${"0".repeat(64)}?lang=es`);
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: { code: "NOT_FOUND", message: "Logotipo no encontrado" } },
    ]);
    expect((await fetch(`${h.url}/api/jersey-logos/..%2F..%2Fetc`)).status).toBe(404);

    // A loaded design sends its kept logos back as they are: no fetch, the same image.
    const resaved = await rest(
      "PUT",
      `/jersey-designs/${saved.body.id}`,
      design({ sponsorshipZones: [{ id: "left_arm", logoUrl: KEPT_PNG }] }),
      { visitor },
    );
    expect(resaved.body.sponsorshipZones.find((z) => z.id === "left_arm")!.logoUrl).toBe(KEPT_PNG);
    const unknown = await rest(
      "POST",
      "/jersey-designs",
      design({ sponsorshipZones: [{ id: "chest", logoUrl: `/api/jersey-logos/${"a".repeat(64)}` }] }),
    );
    expect(unknown.body.error.fields).toEqual({
      "sponsorshipZones.0.logoUrl": "sponsorshipZones.0.logoUrl is not a logo this site keeps",
    });

    const before = await h.em().count(JerseyDesign, {});
    const notImage = await rest(
      "POST",
      "/jersey-designs",
      design({
        sponsorshipZones: [
          { id: "chest", sponsorId },
          { id: "right_arm", logoUrl: `${logos.base}/page` },
        ],
      }),
      { lang: "es" },
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.fields).toEqual({
      "sponsorshipZones.1.logoUrl": "La dirección no es una imagen PNG, JPEG, GIF o WebP.",
    });
    const placement = await rest(
      "POST",
      "/sponsorship-placements",
      { ...collarPlacement(saved.body.id), sponsorId: null, logoUrl: `${logos.base}/page` },
      { visitor },
    );
    expect(placement.body.error.fields).toEqual({ logoUrl: "The address is not a PNG, JPEG, GIF or WebP image." });
    // With the fetcher's own rule (public addresses only), a loopback logo is refused as it is in production.
    const open = logoFetch.options;
    logoFetch.options = {};
    try {
      const local = await rest(
        "POST",
        "/jersey-designs",
        design({ sponsorshipZones: [{ id: "chest", logoUrl: `${logos.base.replace("http:", "https:")}/logo.png` }] }),
      );
      expect(local.body.error.fields).toEqual({
        "sponsorshipZones.0.logoUrl": "The logo address is not on the public internet.",
      });
    } finally {
      logoFetch.options = open;
    }
    expect(await h.em().count(JerseyDesign, {})).toBe(before);
  });

  it("an address saved before is shown to no one and not copied", async () => {
    const saved = await h.caller().jerseys.create(design());
    const zones = (await h.em().findOneOrFail(JerseyDesign, saved.id)).sponsorshipZones.map((z) =>
      z.id === "right_arm" ? { ...z, logoUrl: "https://tracker.example/logo.png" } : z,
    );
    await h
      .em()
      .nativeUpdate(
        JerseyDesign,
        { id: saved.id },
        { designPreviewUrl: "https://tracker.example/preview.png", sponsorshipZones: zones },
      );
    const em = h.em();
    em.create(SponsorshipPlacement, {
      jerseyDesignId: saved.id,
      zone: "right_arm",
      logoUrl: "https://tracker.example/logo.png",
      width: 30,
      height: 30,
      xPosition: 43,
      yPosition: 97,
      isActive: true,
    });
    await em.flush();
    const shown = await listed(saved.id);
    expect(shown.designPreviewUrl).toBeNull();
    expect(shown.sponsorshipZones.find((z) => z.id === "right_arm")!.logoUrl).toBeNull();
    expect(shown.placements.map((p) => [p.zone, p.logoUrl])).toEqual([
      ["chest", null],
      ["right_arm", null],
    ]);
    expect(JSON.stringify(await (await fetch(`${h.url}/api/jersey-designs/team/${teamId}`)).json())).not.toContain(
      "tracker.example",
    );
    const copy = await h.caller({ visitor: generateSessionToken() }).jerseys.copy({ id: saved.id });
    expect(copy.designPreviewUrl).toBeNull();
    expect(copy.placements.map((p) => p.zone)).toEqual(["chest"]);
  });
});
