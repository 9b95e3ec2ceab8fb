import { Monitor, Moon, Sun } from "lucide-react";
import type { ThemeChoice } from "~/lib/theme";

/** Each theme choice's icon: the menu's button shows the current one, the list all three. */
export const THEME_ICON: Record<ThemeChoice, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };
