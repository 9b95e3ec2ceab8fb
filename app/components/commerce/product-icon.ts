import { Dumbbell, Package, Ribbon, Shield, Shirt, Trophy, Volleyball, type LucideIcon } from "lucide-react";

/** Spec §3: product icons are chosen by keywords in the product name (first match wins). */
const KEYWORD_ICONS: Array<[RegExp, LucideIcon]> = [
  [/jersey|shirt|tee|hoodie|jacket/i, Shirt],
  [/ball/i, Volleyball],
  [/scarf|flag|banner/i, Ribbon],
  [/guard|shin|glove/i, Shield],
  [/cone|training|bag|bottle/i, Dumbbell],
  [/trophy|cup|medal/i, Trophy],
];

export function productIcon(name: string): LucideIcon {
  return KEYWORD_ICONS.find(([re]) => re.test(name))?.[1] ?? Package;
}
