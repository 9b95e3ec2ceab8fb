import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/**
 * A fun fact in both languages. Reference content shipped with its migration (never edited at run
 * time), so the key is the small stable number browsers keep in their read list (`readFifaFacts`).
 * `area` is `library` for the 27 facts of the library and popup, `highlights` for the fun-facts
 * page's second area.
 */
export const FunFact = defineEntity({
  name: "FunFact",
  tableName: "fun_facts",
  properties: {
    id: p.integer().primary().autoincrement(false),
    area: p.string(),
    icon: p.string(),
    category: p.string(),
    textEn: p.text(),
    textEs: p.text(),
  },
});
