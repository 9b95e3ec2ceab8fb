import { createContext, use, useContext, useMemo, type ComponentType, type ReactElement, type ReactNode } from "react";
import { useMatches } from "react-router";
import type { Area, Lang, StringTree, TranslatedHandle } from "@shared/i18n/language";
import { useNonce } from "./nonce";
import { addStrings, hasStrings, stringsOf, translator, type Translator } from "@shared/i18n/strings";

/*
 * Translations in the browser: only the visitor's language, and only the areas the matched routes name
 * in their `handle.i18n` (the root names the shell's). The server writes the strings of the first page
 * into the HTML (<StringsScript>), read here before hydration; a navigation or a language switch that
 * needs more areas loads them (one small chunk per area and language) and keeps the current screen
 * until they are in, because React Router renders navigations in a transition and <Translations>
 * suspends that transition. The address is the new page's meanwhile, so the screen kept takes no input
 * (the shell's main area is inert while a navigation leaves its page: PageMain in app-shell.tsx).
 */

const STRINGS_ELEMENT_ID = "i18n-strings";

// One lazy chunk per file; the server has every string already (server/i18n.ts) and never loads these.
const chunks = import.meta.glob<StringTree>(["../../shared/i18n/locales/*.json", "../../shared/i18n/locales/*/*.json"], {
  import: "default",
});
const chunkPath = (lang: Lang, area: Area) =>
  area === "common" ? `../../shared/i18n/locales/${lang}.json` : `../../shared/i18n/locales/${area}/${lang}.json`;

type Embedded = { lang: Lang; areas: Partial<Record<Area, StringTree>> };

/** The strings element's text as the server wrote it; re-rendered unchanged so hydration leaves it be. */
const embeddedText = typeof document === "undefined" ? null : (document.getElementById(STRINGS_ELEMENT_ID)?.textContent ?? null);
if (embeddedText) {
  const embedded = JSON.parse(embeddedText) as Embedded;
  for (const [area, tree] of Object.entries(embedded.areas)) addStrings(embedded.lang, area as Area, tree);
}

const loading = new Map<string, Promise<void>>();
/**
 * What `use()` reads once the areas are in: React must see `use()` called on every render of a component
 * that suspended on it, and a thenable marked fulfilled resolves at once.
 */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });
/** Undefined when every area is loaded in that language, else a promise (the same one per request) of them. */
export function loadAreas(lang: Lang, areas: readonly Area[]): Promise<void> | undefined {
  const missing = areas.filter((area) => !hasStrings(lang, area));
  if (missing.length === 0) return undefined;
  const key = `${lang}:${missing.join(",")}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all(
      missing.map(async (area) => {
        const load = chunks[chunkPath(lang, area)];
        if (!load) throw new Error(`no translations for ${area}/${lang}`);
        addStrings(lang, area, await load());
      }),
    ).then(() => undefined);
    // A failed chunk (network) may be retried by the next render.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** "common" plus every area named by the matched routes' handles, in a stable order. */
function useRouteAreas(): readonly Area[] {
  const matches = useMatches();
  const key = [...new Set(["common", ...matches.flatMap((m) => (m.handle as TranslatedHandle | undefined)?.i18n ?? [])])]
    .sort()
    .join(",");
  return useMemo(() => key.split(",") as Area[], [key]);
}

const TranslatorContext = createContext<Translator | null>(null);

/** Provides `lang`'s translator once the areas of the current routes are loaded in it. */
export function Translations({ lang, children }: { lang: Lang; children: ReactNode }) {
  const areas = useRouteAreas();
  use(loadAreas(lang, areas) ?? LOADED);
  return <TranslatorContext.Provider value={translator(lang)}>{children}</TranslatorContext.Provider>;
}

/**
 * `Component` once `areas` are loaded in the page's language (it suspends until then), for code that
 * loads on use — a dialog, the fun-fact card, the account box — and brings its own strings, so the
 * pages' HTML does not carry them for every visitor (app/lib/translations.test.ts checks each such
 * module names what it uses).
 */
export function withAreas<P extends object>(areas: readonly Area[], Component: ComponentType<P>): (props: P) => ReactElement {
  return function WithAreas(props: P) {
    const { i18n } = useTranslation();
    use(loadAreas(i18n.language, areas) ?? LOADED);
    return <Component {...props} />;
  };
}

/**
 * `{ t, i18n }` of the page's language: `t` is that language's i18next instance's fixed `t`, one shared
 * object for every component (no per-component wrapper, which is what react-i18next cost; decision 006).
 */
export function useTranslation(): Translator {
  const found = useContext(TranslatorContext);
  if (!found) throw new Error("useTranslation outside <Translations>");
  return found;
}

const serialized = new Map<string, string>();
/** JSON of the areas' strings; `<` escaped so no string can close the script element. */
function serialize(lang: Lang, areas: readonly Area[]) {
  const key = `${lang}:${areas.join(",")}`;
  let text = serialized.get(key);
  if (text === undefined) {
    const embedded: Embedded = { lang, areas: Object.fromEntries(areas.map((area) => [area, stringsOf(lang, area)])) };
    text = JSON.stringify(embedded).replace(/</g, "\\u003c");
    serialized.set(key, text);
  }
  return text;
}

/**
 * The first page's strings, as data. Type application/json never runs; it carries the nonce anyway,
 * like every inline script of the page (decision 103), so a policy check needs no exception. In the
 * browser it renders the text it was read from, so hydration finds what the server sent (the browser
 * hides the nonce, hence suppressHydrationWarning, as for the theme script).
 */
export function StringsScript({ lang }: { lang: Lang }) {
  const areas = useRouteAreas();
  const nonce = useNonce();
  // The server writes the strings; the browser renders what it read (serialize stays out of its bundle).
  const text = import.meta.env.SSR ? serialize(lang, areas) : (embeddedText ?? "");
  return (
    <script
      id={STRINGS_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
