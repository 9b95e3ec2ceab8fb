import { ATLANTA_VENUES, FIRST_NAMES, LAST_NAMES, SEED_SPONSORS, SEED_TEAMS } from "../db/seeders/data";
import { COUNTRY_NAMES } from "@shared/country-names.generated";
import { API_TOKEN_PREFIX } from "../server/auth/tokens";
import { API_TOKEN_SCOPES } from "@shared/api-tokens";
import { WEBHOOK_EVENTS } from "@shared/webhooks";

/**
 * English left on a Spanish page: a word of the Spanish page that the English page also shows, unless
 * it is a name or one of the few words both languages write alike. Pure, so it can be tried on saved
 * page texts too.
 */

/**
 * Names are not translated: the seeded teams, people, places and companies, the brand and the demo
 * admin, and the countries (their CLDR names in either language: many are written alike, "Togo").
 */
const NAMES = [
  "Trades Cup",
  "Demo Admin",
  "Atlanta",
  "Georgia",
  "Brier",
  ...[...COUNTRY_NAMES.en, ...COUNTRY_NAMES.es].map(([, name]) => name),
  ...SEED_TEAMS.flatMap((t) => [t.name, t.captain, t.city, t.stadium]),
  ...ATLANTA_VENUES,
  ...SEED_SPONSORS.map((s) => s.name),
].sort((a, b) => b.length - a.length); // longest first, so "Peachtree City" goes before "Peachtree"
/** Players are named from these lists at random: each word is a person's name. */
const NAME_WORDS = new Set([...FIRST_NAMES, ...LAST_NAMES].map((w) => w.toLowerCase()));

/**
 * Words Spanish writes as English does, each seen on a Spanish page: shared words and acronyms (api,
 * control, csv, fifa, final, panel, solar, vip, zip, the size XXL…), the language names of the language
 * picker, "flexible", month abbreviations both share (jun, nov…), the HTTP header names the API access tab
 * quotes (authorization, bearer), and the names of SQL and PostgreSQL the data tab uses.
 */
const SAME_IN_BOTH = new Set([
  // Protocol and header names, and "webhooks", written alike in Spanish technical prose.
  "http",
  "https",
  "trades-cup-signature",
  "webhook",
  "webhooks",
  "admin",
  "api",
  "asia",
  "authorization",
  "bearer",
  "color",
  "control",
  "crisis",
  "csv",
  "email",
  "english",
  "español",
  "fifa",
  "final",
  "flexible",
  "gas",
  "global",
  "hvac",
  "ideas",
  "info",
  "kit",
  "logo",
  "marketing",
  "min",
  "panel",
  "portal",
  "premium",
  "pts",
  "rest",
  "solar",
  "token",
  "tokens",
  "total",
  "video",
  "vip",
  "xxl",
  "xxxl",
  "zip",
  "feb",
  "mar",
  "may",
  "jun",
  "jul",
  "sep",
  "oct",
  "nov",
  "gmt",
  "utc",
  "ics",
  "url",
  "sql",
  "postgresql",
]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for the seeded names and the page's own, longest first and whole words only: a short
 * name ("Bo") must not eat into another word ("Boilermakers"), and a registered "Reyes" must not cut
 * the seeded "Daniela Reyes" in two before it is matched whole.
 */
function namePattern(names: readonly string[]): RegExp {
  const all = [...new Set([...NAMES, ...names])].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!\\p{L})(?:${all.map(escape).join("|")})(?!\\p{L})`, "giu");
}

/** An API token's shown start (`tcapi_htyz…`): a code, whatever letters it happens to hold. */
const TOKEN_HINT = new RegExp(`${API_TOKEN_PREFIX}\\S*`, "g");

/** An API token's scope (`matches:write`) or a webhook's event (`match.event.created`): codes, in any language. */
const API_CODES = new RegExp(
  `(?<![\\w.:])(?:${[...WEBHOOK_EVENTS, ...API_TOKEN_SCOPES]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![\\w.:])`,
  "g",
);

/** A setting's name (BACKUP_EVERY_HOURS) or a command's option (--replace): codes, in any language. */
const SETTING_OR_OPTION = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|(?<!\S)--[a-z][\w-]*/g;

/**
 * The words of a text, without names, e-mail and web addresses, colours, API token hints, setting names
 * and command options, and numbers or codes with digits (TC-20261124-X2B).
 */
function words(text: string, names: RegExp): string[] {
  return (
    text
      // Addresses first: a name or a code inside one (admin@…) must not leave the rest of it behind.
      .replace(/\S+@\S+|https?:\/\/\S+/gi, " ")
      .replace(names, " ")
      .replace(TOKEN_HINT, " ")
      .replace(API_CODES, " ")
      .replace(SETTING_OR_OPTION, " ")
      .replace(/#[0-9a-f]{3,8}\b|\S*\d\S*/gi, " ")
      .toLowerCase()
      .match(/\p{L}[\p{L}'’-]*/gu) ?? []
  );
}

/**
 * Each Spanish line holding a word the English page also shows, with those words. `names`: names in
 * the data the page shows besides the seeded ones (people and companies other tests registered).
 */
export function englishLeft(en: string, es: string, names: readonly string[] = []): string[] {
  const pattern = namePattern(names.filter((n) => n.trim()));
  const english = new Set(words(en, pattern));
  const left: string[] = [];
  for (const line of new Set(
    es
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  )) {
    const found = words(line, pattern).filter(
      (w) => w.length > 2 && english.has(w) && !NAME_WORDS.has(w) && !SAME_IN_BOTH.has(w),
    );
    if (found.length) left.push(`${line}  ← ${[...new Set(found)].join(", ")}`);
  }
  return left;
}
