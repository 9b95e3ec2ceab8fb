import { translate, type Lang } from "../../server/i18n";
import { countryName } from "@shared/country-regions";

/**
 * Stored text in the caller's language (docs/decisions/011-stored-text-in-both-languages.md).
 * Text visitors read is kept in two columns, `x` (English) and `xEs` (Spanish); codes are stored as
 * codes and shown through their labels. Cached reads keep both languages, so one cached row serves
 * every language: procedures pick the caller's (`ctx.lang`) with these helpers as they answer.
 */

/** The Spanish companion when the caller reads Spanish and it exists; otherwise the English. */
export function inLang<T extends string | null | undefined>(lang: Lang, en: T, es: string | null | undefined): T | string {
  return lang === "es" && es ? es : en;
}

/** A trade code (`plumbing`, `tile_setting`…) as its label; free text someone typed stays as it is. */
export function tradeLabel<T extends string | null | undefined>(lang: Lang, code: T): T | string {
  return code ? translate(lang, `registrations.options.trades.${code}`, { defaultValue: code }) : code;
}

/** An ISO 3166-1 alpha-2 code as its CLDR name in the caller's language; free text stays as it is. */
function countryLabel<T extends string | null | undefined>(lang: Lang, code: T): T | string {
  return code && /^[A-Z]{2}$/.test(code) ? countryName(code, lang) : code;
}

type TeamText = {
  trade: string;
  logoIdea: string;
  logoIdeaEs?: string | null;
  logoConcept: string;
  logoConceptEs?: string | null;
};

/** A team as the caller reads it: trade label (its code kept as `tradeCode`), logo idea and concept. */
export function localizeTeam<T extends TeamText>(lang: Lang, team: T) {
  return {
    ...team,
    tradeCode: team.trade,
    trade: tradeLabel(lang, team.trade),
    logoIdea: inLang(lang, team.logoIdea, team.logoIdeaEs),
    logoConcept: inLang(lang, team.logoConcept, team.logoConceptEs),
  };
}

type PlayerText = { tradeSpecialty?: string | null; tradeExperience?: string | null; nationality?: string | null };

/** A player as the caller reads them: trade and nationality labels, years of experience with their plural. */
export function localizePlayer<T extends PlayerText>(lang: Lang, player: T): T {
  const years = player.tradeExperience?.match(/^\d+$/) ? Number(player.tradeExperience) : null;
  return {
    ...player,
    tradeSpecialty: tradeLabel(lang, player.tradeSpecialty),
    nationality: countryLabel(lang, player.nationality),
    tradeExperience: years === null ? player.tradeExperience : translate(lang, "players.yearsOfExperience", { count: years }),
  };
}

/** A size as the caller reads it: letter sizes (S, XL) are the same in both languages; "One Size" and "Size 5" are not. */
export function sizeLabel(lang: Lang, size: string): string {
  if (size === "One Size") return translate(lang, "commerce.sizes.oneSize");
  const ball = size.match(/^Size (\d+)$/);
  return ball ? translate(lang, "commerce.sizes.ball", { size: ball[1] }) : size;
}

type ProductText = {
  name: string;
  nameEs?: string | null;
  description?: string | null;
  descriptionEs?: string | null;
  variants: Array<{ size: string }>;
};

/** A product as the caller reads it: name, description and sizes. */
export function localizeProduct<T extends ProductText>(lang: Lang, product: T): T {
  return {
    ...product,
    name: inLang(lang, product.name, product.nameEs),
    description: inLang(lang, product.description, product.descriptionEs),
    variants: product.variants.map((v) => ({ ...v, size: sizeLabel(lang, v.size) })),
  };
}

/** A sponsor or tournament as the caller reads it: its description. */
export function localizeDescription<T extends { description?: string | null; descriptionEs?: string | null }>(
  lang: Lang,
  row: T,
): T {
  return { ...row, description: inLang(lang, row.description, row.descriptionEs) };
}
