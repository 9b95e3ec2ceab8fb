import { describe, expect, it } from "vitest";
import { englishLeft } from "../e2e/english-left";

/** The check the Spanish e2e pages go through: it must catch English and let names pass. */
describe("englishLeft", () => {
  it("finds a word the English page also shows", () => {
    expect(englishLeft("Save changes", "Guardar changes")).toEqual(["Guardar changes  ← changes"]);
  });

  it("lets a seeded captain pass whole even when a registered name is part of it", () => {
    const en = "Peachtree Live Wires\tElectrical\tDaniela Reyes\tEdit texts";
    const es = "Peachtree Live Wires\tElectricidad\tDaniela Reyes\tEditar textos";
    expect(englishLeft(en, es, ["Reyes", "Luis"])).toEqual([]);
  });

  it("matches registered names as whole words only", () => {
    // "Bo" cut out of "Bosses" would leave "sses", not the seeded team's name.
    expect(englishLeft("Bo\tDowntown Project Bosses\tApproved", "Bo\tDowntown Project Bosses\tAprobado", ["Bo"])).toEqual([]);
    expect(englishLeft("Bo Boxes", "Bo Boxes", ["Bo"])).toEqual(["Bo Boxes  ← boxes"]);
  });

  it("passes setting names and command options, codes in any language, and still catches English beside them", () => {
    expect(englishLeft("Set BACKUP_EVERY_HOURS or add --replace", "Define BACKUP_EVERY_HOURS o añade --replace")).toEqual([]);
    expect(englishLeft("every hours replace", "every hours --replace")).toEqual(["every hours --replace  ← every, hours"]);
  });

  it("passes an API token's hint, a code whatever letters it holds, and still catches English beside it", () => {
    expect(englishLeft("Partner tcapi_htyz… Revoke", "Partner tcapi_htyz… Revocar", ["Partner"])).toEqual([]);
    expect(englishLeft("tcapi_abcd… Revoke", "tcapi_abcd… Revoke")).toEqual(["tcapi_abcd… Revoke  ← revoke"]);
  });
});
