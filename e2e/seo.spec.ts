import { expect, test } from "./fixtures";

/** The <head> tags a crawler reads, from the server's HTML (no JavaScript). */
async function head(request: import("@playwright/test").APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (attr: "property" | "name", key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`, "g"))].map((m) => m[1]);
  const link = (rel: string, hrefLang?: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"${hrefLang ? ` hrefLang="${hrefLang}"` : ""} href="([^"]*)"`, "g"))].map(
      (m) => m[1],
    );
  return { html, meta, link };
}

test.describe("search engines and shared links", () => {
  test("canonical and language alternates are absolute URLs of the page itself", async ({ request, baseURL }) => {
    const en = await head(request, "/tournament");
    expect(en.link("canonical")).toEqual([`${baseURL}/tournament`]);
    expect(en.link("alternate", "en")).toEqual([`${baseURL}/tournament?lang=en`]);
    expect(en.link("alternate", "es")).toEqual([`${baseURL}/tournament?lang=es`]);
    expect(en.link("alternate", "x-default")).toEqual([`${baseURL}/tournament`]);
    // A Spanish URL is its own canonical; the unread parameter is not part of any of them.
    const es = await head(request, "/shop?lang=es&utm_source=x");
    expect(es.link("canonical")).toEqual([`${baseURL}/shop?lang=es`]);
    expect(es.link("alternate", "en")).toEqual([`${baseURL}/shop?lang=en`]);
  });

  test("a team page, the tournament and the shop carry Open Graph and Twitter card tags in their language", async ({
    request,
    baseURL,
  }) => {
    const teams = (await (await request.get("/api/teams")).json()) as Array<{ id: string; name: string }>;
    const team = teams[0];
    const pages = [
      { path: `/teams/${team.id}`, title: { en: `${team.name} | Trades Cup`, es: `${team.name} | Trades Cup` } },
      { path: "/tournament", title: { en: "Tournament | Trades Cup", es: "Torneo | Trades Cup" } },
      { path: "/shop", title: { en: "Team Store | Trades Cup", es: "Tienda de equipos | Trades Cup" } },
    ];
    for (const { path, title } of pages) {
      for (const [lang, locale, alternate] of [
        ["en", "en_US", "es_ES"],
        ["es", "es_ES", "en_US"],
      ] as const) {
        const { meta } = await head(request, `${path}?lang=${lang}`);
        const where = `${path} (${lang})`;
        expect(meta("property", "og:title"), where).toEqual([title[lang]]);
        expect(meta("name", "twitter:title"), where).toEqual([title[lang]]);
        const description = meta("name", "description");
        expect(description[0]?.length, where).toBeGreaterThan(10);
        expect(meta("property", "og:description"), where).toEqual(description);
        expect(meta("name", "twitter:description"), where).toEqual(description);
        expect(meta("property", "og:url"), where).toEqual([`${baseURL}${path}?lang=${lang}`]);
        expect(meta("property", "og:locale"), where).toEqual([locale]);
        expect(meta("property", "og:locale:alternate"), where).toEqual([alternate]);
        expect(meta("name", "twitter:card"), where).toEqual(["summary_large_image"]);
        const [image] = meta("property", "og:image");
        expect(image, where).toBe(`${baseURL}/share-card.png`);
        expect(meta("name", "twitter:image"), where).toEqual([image]);
        expect(meta("property", "og:image:alt")[0], where).toContain("Trades Cup 2026");
      }
    }
    const { meta } = await head(request, "/tournament?lang=es");
    expect(meta("property", "og:image:alt")[0]).toContain("balón");
    const image = await request.get("/share-card.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
  });
});
