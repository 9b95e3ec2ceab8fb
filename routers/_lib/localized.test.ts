import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { readCache } from "../../server/read-cache";
import { Migration20261124000000StoredTextInSpanish } from "../../db/migrations/Migration20261124000000StoredTextInSpanish";
import { inLang, localizePlayer, sizeLabel, tradeLabel } from "./localized";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("stored text in the caller's language (docs/decisions/011)", () => {
  it("picks the Spanish companion for Spanish readers and the English otherwise, or when there is no Spanish", () => {
    expect(inLang("es", "Wrecking ball", "Bola de demolición")).toBe("Bola de demolición");
    expect(inLang("en", "Wrecking ball", "Bola de demolición")).toBe("Wrecking ball");
    expect(inLang("es", "Typed by a company", null)).toBe("Typed by a company");
    expect(tradeLabel("es", "tile_setting")).toBe("Alicatado");
    expect(tradeLabel("en", "project_management")).toBe("Superintendent/Project Management");
    expect(tradeLabel("es", "Underwater welding")).toBe("Underwater welding");
    expect(sizeLabel("es", "One Size")).toBe("Talla única");
    expect(sizeLabel("es", "Size 4")).toBe("Talla 4");
    expect(sizeLabel("es", "XL")).toBe("XL");
    expect(localizePlayer("es", { tradeExperience: "1", nationality: "MX", tradeSpecialty: "plumbing" })).toEqual({
      tradeExperience: "1 año",
      nationality: "México",
      tradeSpecialty: "Fontanería",
    });
    expect(localizePlayer("en", { tradeExperience: "5", nationality: "US", tradeSpecialty: "plumbing" })).toEqual({
      tradeExperience: "5 years",
      nationality: "United States",
      tradeSpecialty: "Plumbing",
    });
  });

  it("answers teams in each caller's language, one language's cached answer never served to the other", async () => {
    readCache.clear();
    const en = await h.caller({ lang: "en" }).teams.list();
    const es = await h.caller({ lang: "es" }).teams.list();
    const enAgain = await h.caller({ lang: "en" }).teams.list();
    const pipes = (list: typeof en) => list.find((t) => t.name === "Atlanta Pipe Masters")!;
    expect(pipes(en)).toMatchObject({ trade: "Plumbing", tradeCode: "plumbing", logoIdea: "Crossed pipe wrenches" });
    expect(pipes(es)).toMatchObject({
      trade: "Fontanería",
      tradeCode: "plumbing",
      logoIdea: "Llaves de tubo cruzadas",
      logoConcept: "Dos llaves cromadas cruzadas sobre una gota de agua",
    });
    expect(enAgain).toEqual(en);
    // Every team has its Spanish: no seeded team reads the same in both languages.
    es.forEach((team, i) => {
      expect(team.logoIdea).not.toBe(en[i].logoIdea);
      expect(team.logoConcept).not.toBe(en[i].logoConcept);
    });

    // The REST read cache too: the same path in the other language is another answer.
    const restEs = (await (await fetch(`${h.url}/api/teams?lang=es`)).json()) as Array<{ trade: string }>;
    const restEn = (await (await fetch(`${h.url}/api/teams?lang=en`)).json()) as Array<{ trade: string }>;
    expect(restEs[0].trade).toBe("Fontanería");
    expect(restEn[0].trade).toBe("Plumbing");
  });

  it("answers products, sponsors, players and the team page in Spanish", async () => {
    const es = h.caller({ lang: "es" });
    const products = await es.commerce.products();
    const jersey = products.find((p) => p.name === "Camiseta local de Atlanta Pipe Masters");
    expect(jersey?.description).toBe("Camiseta oficial de partido con los colores del equipo.");
    expect(products.flatMap((p) => p.variants.map((v) => v.size))).not.toContain("One Size");
    const sponsors = await es.sponsors.list();
    expect(sponsors.find((s) => s.name === "Old Fourth Ward Coffee")?.description).toBe(
      "Café temprano para obras que empiezan temprano.",
    );
    const players = await es.players.list();
    expect(players.every((p) => !/years?$/.test(p.tradeExperience ?? ""))).toBe(true);
    expect(players.some((p) => p.nationality === "Estados Unidos")).toBe(true);
    const teamId = (await es.teams.list())[0].id;
    const detail = await es.teams.detail({ id: teamId });
    expect(detail.team.trade).toBe("Fontanería");
    expect(detail.players.every((p) => p.tradeSpecialty === "Fontanería")).toBe(true);
  });

  it("fills the Spanish of rows a database seeded before the migration holds, and turns their English codes into codes", async () => {
    const em = h.em();
    // The rows as the seed wrote them before this migration.
    await em.execute(
      `update "teams" set "trade" = 'Superintendent/Project Mgmt', "logo_idea_es" = null, "logo_concept_es" = null where "name" = 'Downtown Project Bosses'`,
    );
    await em.execute(
      `update "players" set "trade_specialty" = 'Superintendent/Project Mgmt', "nationality" = 'Mexico', "trade_experience" = '7 years' where "team_id" = (select "id" from "teams" where "name" = 'Downtown Project Bosses')`,
    );
    await em.execute(`update "products" set "name_es" = null, "description_es" = null`);
    await em.execute(
      `update "sponsors" set "description_es" = null, "industry" = 'Food Service', "country" = 'USA' where "name" = 'Old Fourth Ward Coffee'`,
    );

    const migration = new Migration20261124000000StoredTextInSpanish(em.getDriver(), em.config);
    await migration.up();
    for (const query of migration.getQueries()) {
      const sql = typeof query === "string" ? query : query.toQuery();
      if (!sql.startsWith("alter table")) await em.execute(sql); // the columns exist already
    }
    readCache.clear();

    const es = h.caller({ lang: "es" });
    const bosses = (await es.teams.list()).find((t) => t.name === "Downtown Project Bosses")!;
    expect(bosses).toMatchObject({
      tradeCode: "project_management",
      trade: "Dirección de obra",
      logoIdea: "Casco y portapapeles",
    });
    const detail = await es.teams.detail({ id: bosses.id });
    expect(detail.players.map((p) => [p.tradeSpecialty, p.nationality, p.tradeExperience])).toContainEqual([
      "Dirección de obra",
      "México",
      "7 años",
    ]);
    expect((await es.commerce.products()).find((p) => p.name === "Bufanda del equipo de Downtown Project Bosses")).toBeDefined();
    const [row] = await em.execute<Array<{ industry: string; country: string; description_es: string }>>(
      `select "industry", "country", "description_es" from "sponsors" where "name" = 'Old Fourth Ward Coffee'`,
    );
    expect(row).toEqual({
      industry: "food_service",
      country: "US",
      description_es: "Café temprano para obras que empiezan temprano.",
    });
  });

  it("lets an admin edit a team's texts only in both languages at once, and each language reads its own", async () => {
    const admin = h.caller({
      lang: "es",
      user: { id: randomUUID(), email: "admin@example.com", role: "admin", firstName: "Ada", lastName: "Admin" },
    });
    const team = (await h.caller().teams.list()).find((t) => t.name === "Fulton Wrecking Crew")!;
    expect(await admin.teams.texts({ teamId: team.id })).toMatchObject({
      logoIdea: "Wrecking ball",
      logoIdeaEs: "Bola de demolición",
    });
    const texts = {
      teamId: team.id,
      logoIdea: "Wrecking ball",
      logoIdeaEs: " ",
      logoConcept: "A wrecking ball drawn as a soccer ball",
      logoConceptEs: "Una bola de demolición dibujada como un balón",
    };
    expect(await refusal(admin.teams.updateTexts(texts), "es")).toMatchObject({
      code: "BAD_REQUEST",
      fields: { logoIdeaEs: "Idea del logo (español) es obligatorio" },
    });
    await admin.teams.updateTexts({ ...texts, logoIdea: "Swinging wrecking ball", logoIdeaEs: "Bola de demolición en vuelo" });
    const read = async (lang: "en" | "es") => (await h.caller({ lang }).teams.list()).find((t) => t.id === team.id)!.logoIdea;
    expect(await read("es")).toBe("Bola de demolición en vuelo");
    expect(await read("en")).toBe("Swinging wrecking ball");
  });
});
