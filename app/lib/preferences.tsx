import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { LANG_COOKIE, LANG_STORAGE_KEY, isLang, type Lang } from "@shared/i18n/language";
import { THEME_STORAGE_KEY, applyTheme, isThemeChoice, type ThemeChoice } from "./theme";

type Preferences = { theme: ThemeChoice; setTheme: (t: ThemeChoice) => void; lang: Lang; setLang: (l: Lang) => void };
const PreferencesContext = createContext<Preferences | null>(null);

function rememberLang(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage can be unavailable (private mode); the cookie still carries the choice
  }
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function PreferencesProvider({ serverLang, children }: { serverLang: Lang; children: ReactNode }) {
  // null until the stored choice is read after hydration: until then the theme the boot script applied
  // before the first paint stands (applying "system" first would flash a dark page light and back).
  const [theme, setThemeState] = useState<ThemeChoice | null>(null);
  const [lang, setLangNow] = useState<Lang>(serverLang);
  // A new language may need its strings loaded first (<Translations> suspends); in a transition the
  // page keeps showing the current language until they are in, instead of an empty screen.
  const setLangState = useCallback((l: Lang) => startTransition(() => setLangNow(l)), []);
  const revalidator = useRevalidator();

  useEffect(() => setLangState(serverLang), [serverLang, setLangState]);

  // After hydration: read the stored theme; a stored language only counts when it is exactly en or es.
  useEffect(() => {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    setThemeState(isThemeChoice(stored) ? stored : "system");
    const url = new URL(window.location.href);
    const fromUrl = url.searchParams.get("lang");
    if (isLang(fromUrl)) rememberLang(fromUrl);
    else {
      const storedLang = localStorage.getItem(LANG_STORAGE_KEY);
      if (isLang(storedLang) && storedLang !== serverLang) {
        rememberLang(storedLang);
        setLangState(storedLang);
        revalidator.revalidate();
      } else rememberLang(serverLang);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // "System" follows the operating system preference live.
  useEffect(() => {
    if (theme === null) return;
    applyTheme(theme);
    if (theme !== "system") return;
    const mq = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [theme]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const setTheme = useCallback((t: ThemeChoice) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, t);
    } catch {
      // ignore: the choice still applies to this page
    }
    setThemeState(t);
  }, []);

  const setLang = useCallback(
    (l: Lang) => {
      rememberLang(l);
      setLangState(l);
      // Drop a `?lang=` that would contradict the choice, then let loaders render in the new language.
      const url = new URL(window.location.href);
      if (url.searchParams.has("lang")) {
        url.searchParams.delete("lang");
        window.history.replaceState(window.history.state, "", url);
      }
      revalidator.revalidate();
    },
    [revalidator, setLangState],
  );

  const value = useMemo(() => ({ theme: theme ?? "system", setTheme, lang, setLang }), [theme, setTheme, lang, setLang]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const ctx = useContext(PreferencesContext);
  if (!ctx) throw new Error("usePreferences outside PreferencesProvider");
  return ctx;
}
