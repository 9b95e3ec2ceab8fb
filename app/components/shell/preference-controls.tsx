import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Check, Languages, Monitor, Moon, Sun } from "lucide-react";
import { usePreferences } from "~/lib/preferences";
import { THEMES, type ThemeChoice } from "~/lib/theme";
import { otherLang } from "@shared/i18n/language";

const THEME_ICON: Record<ThemeChoice, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** Theme menu: Light, Dark, System, the current one marked. */
export function ThemeMenu({ compact = false, opens = "up" }: { compact?: boolean; opens?: "up" | "down" }) {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const Icon = THEME_ICON[theme];
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div className="relative" ref={wrapper}>
      <button
        type="button"
        className={`btn btn-ghost btn-sm ${compact ? "btn-square" : "w-full justify-start"}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={compact ? `${t("theme.label")}: ${t(`theme.${theme}`)}` : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="theme-toggle"
      >
        <Icon aria-hidden="true" className="size-4" />
        {compact ? null : <span>{t("theme.label")}: {t(`theme.${theme}`)}</span>}
      </button>
      {open ? (
        <ul id={menuId} className={`menu absolute z-50 w-44 rounded-box bg-base-100 p-2 shadow-lg ${opens === "up" ? "bottom-full left-0 mb-2" : "right-0 top-full mt-2"}`}>
          {THEMES.map((choice) => {
            const ItemIcon = THEME_ICON[choice];
            return (
              <li key={choice}>
                <button
                  type="button"
                  aria-pressed={theme === choice}
                  onClick={() => {
                    setTheme(choice);
                    setOpen(false);
                  }}
                  data-testid={`theme-${choice}`}
                >
                  <ItemIcon aria-hidden="true" className="size-4" />
                  {t(`theme.${choice}`)}
                  {theme === choice ? <Check aria-label={t("theme.current")} className="ml-auto size-4" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** Switches to the other language; its name is marked with its own lang attribute. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang, setLang } = usePreferences();
  const target = otherLang(lang);
  const name = t(`language.${target}`);
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm ${compact ? "" : "w-full justify-start"}`}
      onClick={() => setLang(target)}
      aria-label={t("language.switchTo", { language: name })}
      data-testid="language-toggle"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={target}>{compact ? target.toUpperCase() : name}</span>
    </button>
  );
}
