import { Suspense, useId, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Languages } from "lucide-react";
import { usePreferences } from "~/lib/preferences";
import { THEME_ICON } from "./theme-icons";
import { loadOnUse } from "~/components/ui/load-on-use";
import { otherLang } from "@shared/i18n/language";

// The list opens on a click: its code comes then (or as the pointer or focus reaches the button).
const ThemeChoices = loadOnUse(() => import("./theme-choices"));

/** Theme menu: Light, Dark, System, the current one marked. */
export function ThemeMenu({ compact = false, opens = "up" }: { compact?: boolean; opens?: "up" | "down" }) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const Icon = THEME_ICON[theme];
  const preload = () => void ThemeChoices.preload();
  return (
    <div className="relative" data-theme-menu>
      <button
        type="button"
        className={`btn btn-ghost btn-sm ${compact ? "btn-square" : "w-full justify-start"}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={compact ? `${t("theme.label")}: ${t(`theme.${theme}`)}` : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="theme-toggle"
      >
        <Icon aria-hidden="true" className="size-4" />
        {compact ? null : (
          <span>
            {t("theme.label")}: {t(`theme.${theme}`)}
          </span>
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ThemeChoices id={menuId} opens={opens} onClose={() => setOpen(false)} />
        </Suspense>
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
