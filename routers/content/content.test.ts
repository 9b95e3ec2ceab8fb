import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type FactJson = { id: number; icon: string; category: string; text: string; translations: { en: string; es: string } };

describe("fun facts", () => {
  it("serves the 27 library facts and the 10 highlights, each in English and Spanish", async () => {
    const { facts, highlights } = await h.caller().content.funFacts();
    expect(facts).toHaveLength(27);
    expect(highlights).toHaveLength(10);
    expect(new Set(facts.map((f) => f.id)).size).toBe(27);
    expect(new Set(facts.map((f) => f.category))).toEqual(new Set(["history", "general", "trades", "records"]));
    for (const f of [...facts, ...highlights]) {
      expect(f.icon).not.toBe("");
      expect(f.translations.en).not.toBe(f.translations.es);
      expect(f.text).toBe(f.translations.en);
    }
    const es = await h.caller({ lang: "es" }).content.funFacts();
    expect(es.facts[0].text).toBe(es.facts[0].translations.es);
    expect(es.facts[0].text).toContain("Uruguay");
  });

  it("GET /api/fun-facts?lang=es answers the same facts with Spanish text", async () => {
    const res = await fetch(`${h.url}/api/fun-facts?lang=es`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { facts: FactJson[]; highlights: FactJson[] };
    expect(body.facts).toHaveLength(27);
    expect(body.facts[4]).toMatchObject({ id: 5, category: "history" });
    expect(body.facts[4].text).toBe("El Mundial 2026 es el primero organizado por tres países: Estados Unidos, Canadá y México.");
    expect(body.highlights[0].text).toBe(body.highlights[0].translations.es);
  });
});

describe("media kit", () => {
  it("is a ZIP in the caller's language listing the 32 teams and the 27 facts", async () => {
    const kit = await h.caller({ lang: "es" }).content.mediaKit();
    expect(kit.filename).toBe("trades-cup-media-kit-es.zip");
    const zip = Buffer.from(kit.base64, "base64");
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const text = zip.toString("utf8");
    expect(text).toContain("Kit de prensa");
    const teams = await h.caller().teams.list();
    for (const team of teams) expect(text).toContain(team.name);
    expect(text).toContain("El Estadio Azteca");
  });
});
