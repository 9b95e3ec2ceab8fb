import type { MetaDescriptor } from "react-router";
import { isLang, translate, type Lang } from "./i18n";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export function langFromMatches(matches: Matches): Lang {
  const root = matches.find((m) => m?.id === "root")?.data as { lang?: unknown } | undefined;
  return isLang(root?.lang) ? root.lang : "en";
}

/** Title and description of a page, in the language the server rendered. */
export function pageMeta(key: string, titleOverride?: string) {
  return ({ matches }: { matches: Matches }): MetaDescriptor[] => {
    const lang = langFromMatches(matches);
    const title = titleOverride ?? translate(lang, `pages.${key}.title`);
    return [
      { title: key === "home" ? title : `${title} | ${translate(lang, "brand.name")}` },
      { name: "description", content: translate(lang, `pages.${key}.description`) },
    ];
  };
}
