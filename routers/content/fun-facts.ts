import type { EntityManager } from "@mikro-orm/postgresql";
import { FunFact } from "../../db/entities/index";

export const FUN_FACT_CATEGORIES = ["history", "general", "trades", "records"] as const;
export type FunFactCategory = (typeof FUN_FACT_CATEGORIES)[number];

export type FunFactRow = {
  id: number;
  area: "library" | "highlights";
  icon: string;
  category: FunFactCategory;
  textEn: string;
  textEs: string;
};

/*
 * Fun facts are reference content written by their migration and never changed at run time, so each
 * database's rows are read once per process (keyed by the ORM's configuration, shared by every fork).
 */
const cache = new WeakMap<object, Promise<FunFactRow[]>>();

export function loadFunFacts(em: EntityManager): Promise<FunFactRow[]> {
  let rows = cache.get(em.config);
  if (!rows) {
    rows = em
      .find(FunFact, {}, { orderBy: { id: "asc" } })
      .then((found) =>
        found.map(
          (f) =>
            ({ id: f.id, area: f.area, icon: f.icon, category: f.category, textEn: f.textEn, textEs: f.textEs }) as FunFactRow,
        ),
      );
    // A failed read is not remembered: the next request tries again.
    rows.catch(() => cache.delete(em.config));
    cache.set(em.config, rows);
  }
  return rows;
}
