import { describe, expect, it } from "vitest";
import { en, es } from "@shared/i18n/locales/all.server";
import { resolveLang, translate } from "./i18n";

const flat = (o: object, pre = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? flat(v, `${pre}${k}.`) : [`${pre}${k}`]));

describe("locales", () => {
  it("have the same keys in en and es", () => {
    expect(flat(es).sort()).toEqual(flat(en).sort());
  });
  it("have no empty strings", () => {
    for (const [name, dict] of Object.entries({ en, es })) {
      const empty = flat(dict).filter(
        (k) => !k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict as unknown),
      );
      expect(empty, name).toEqual([]);
    }
  });
  it("keep interpolation variables in step", () => {
    const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const key of flat(en)) expect(vars(translate("es", key)), key).toEqual(vars(translate("en", key)));
  });
});

describe("resolveLang", () => {
  it("prefers ?lang=, then the cookie, then Accept-Language, then en", () => {
    expect(resolveLang({ query: "es", cookie: "en" })).toBe("es");
    expect(resolveLang({ query: "fr", cookie: "es" })).toBe("es");
    expect(resolveLang({ cookie: "de", acceptLanguage: "es-MX,es;q=0.9" })).toBe("es");
    expect(resolveLang({ acceptLanguage: "fr-FR" })).toBe("en");
    expect(resolveLang({})).toBe("en");
  });
});
