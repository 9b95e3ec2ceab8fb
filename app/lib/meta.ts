import type { MetaDescriptor } from "react-router";
import { isLang, LANGUAGES, otherLang, type Lang } from "@shared/i18n/language";
import { translate } from "@shared/i18n/strings";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;
type Place = { pathname: string; search: string };
type MetaArgs = { matches: Matches; location: Place };

/** What the root loader tells every page: its language and the site's origin for absolute links. */
function rootData(matches: Matches): { lang: Lang; origin: string } {
  const root = matches.find((m) => m?.id === "root")?.data as { lang?: unknown; origin?: unknown } | undefined;
  return { lang: isLang(root?.lang) ? root.lang : "en", origin: typeof root?.origin === "string" ? root.origin : "" };
}

export function langFromMatches(matches: Matches): Lang {
  return rootData(matches).lang;
}

/**
 * A page's own URLs, absolute: in each language (`?lang=`, which selects it), negotiated by the visitor's
 * language (`any`, the x-default), and its canonical one — itself: with its language when the URL names
 * one, so a Spanish link stays Spanish (an alternate in another language must not be canonical).
 */
export function pageLinks(origin: string, place: Place, lang: Lang): Record<Lang | "any" | "canonical", string> {
  const params = new URLSearchParams(place.search);
  const named = isLang(params.get("lang"));
  params.delete("lang");
  const base = `${origin}${place.pathname}`;
  const inLang = (l: Lang) => `${base}?${new URLSearchParams([...params, ["lang", l]])}`;
  const any = params.size ? `${base}?${params}` : base;
  return {
    ...(Object.fromEntries(LANGUAGES.map((l) => [l, inLang(l)])) as Record<Lang, string>),
    any,
    canonical: named ? inLang(lang) : any,
  };
}

const OG_LOCALE: Record<Lang, string> = { en: "en_US", es: "es_ES" };
/** public/share-card.png (drawn from public/share-card.svg by scripts/share-card.ts). */
const SHARE_IMAGE = { path: "/share-card.png", width: 1200, height: 630 };

/** A page's own share image: its path on this site (1200×630 PNG, like the site's card) and its alt text. */
export type ShareImage = { path: string; alt: string };

/**
 * Open Graph and Twitter card tags, so a shared link shows the page's title, description and the share
 * card (the site's, or the page's own `image`) in the page's language. Crawlers read no relative URLs
 * here: every URL is absolute.
 */
export function shareMeta(
  { matches, location }: MetaArgs,
  title: string,
  description: string,
  own?: ShareImage,
): MetaDescriptor[] {
  const { lang, origin } = rootData(matches);
  const image = `${origin}${own?.path ?? SHARE_IMAGE.path}`;
  const imageAlt = own?.alt ?? translate(lang, "brand.shareImageAlt");
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: translate(lang, "brand.name") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: pageLinks(origin, location, lang)[lang] },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[otherLang(lang)] },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/** Title and description of a page, in the language the server rendered; `share` adds the share-card tags. */
export function pageMeta(key: string, { share = false }: { share?: boolean } = {}) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const lang = langFromMatches(args.matches);
    const name = translate(lang, `pages.${key}.title`);
    const title = key === "home" ? name : `${name} | ${translate(lang, "brand.name")}`;
    const description = translate(lang, `pages.${key}.description`);
    return [{ title }, { name: "description", content: description }, ...(share ? shareMeta(args, title, description) : [])];
  };
}
