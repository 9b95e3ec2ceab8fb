import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translations";
import { Check } from "lucide-react";
import { usePreferences } from "~/lib/preferences";
import { THEMES } from "~/lib/theme";
import { THEME_ICON } from "./theme-icons";

/**
 * The theme menu's open list (preference-controls.tsx loads it on use): Light, Dark, System, the
 * current one marked; a choice, Escape or a click outside the menu closes it.
 */
export default function ThemeChoices({ id, opens, onClose }: { id: string; opens: "up" | "down"; onClose: () => void }) {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const menu = list.current?.closest("[data-theme-menu]");
    const onDown = (e: MouseEvent) => {
      if (!menu?.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <ul
      ref={list}
      id={id}
      className={`menu absolute z-50 w-44 rounded-box bg-base-100 p-2 shadow-lg ${opens === "up" ? "bottom-full left-0 mb-2" : "right-0 top-full mt-2"}`}
    >
      {THEMES.map((choice) => {
        const ItemIcon = THEME_ICON[choice];
        return (
          <li key={choice}>
            <button
              type="button"
              aria-pressed={theme === choice}
              onClick={() => {
                setTheme(choice);
                onClose();
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
  );
}
