import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { renderAsync } from "@resvg/resvg-js";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { translate, type Lang } from "./i18n";
import { kickOffParts, matchStatusText } from "@shared/match-text";
import { matchDetail } from "../routers/matches/detail";
import { requestLang } from "./context";
import { readCache } from "./read-cache";
import { getRuntime } from "./runtime";

/**
 * GET /matches/{id}/share.png: the match's share card (og:image of its page), 1200×630, drawn as SVG and
 * rasterised by resvg in-process — no browser. The font is Inter from an npm package, so the card looks
 * the same on every machine whatever fonts it has (docs/decisions/081-match-pages.md). Each card is kept
 * in the read cache per match and language and dropped with the "matches" and "teams" tags, like the
 * reads it is drawn from.
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const fontFile = (() => {
  const require = createRequire(import.meta.url);
  return (weight: string) => require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
})();
const FONTS = [fontFile("400Regular"), fontFile("700Bold"), fontFile("800ExtraBold")];

type Team = { name: string; jerseyColor: string; accentColor: string };
export type ShareCardView = {
  lang: Lang;
  home: Team;
  away: Team;
  match: {
    status: string;
    round: string;
    venue: string;
    matchDate: Date | string;
    minute?: number | null;
    homeScore?: number | null;
    awayScore?: number | null;
    homePenalties?: number | null;
    awayPenalties?: number | null;
  };
  group?: string | null;
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** sRGB relative luminance of a #rgb/#rrggbb colour (WCAG 2.2); mid-grey when it is no hex colour. */
function luminance(colour: string) {
  const hex = colour.trim().replace(/^#/, "");
  const full = /^[0-9a-f]{3}$/i.test(hex) ? hex.replace(/./g, (c) => c + c) : /^[0-9a-f]{6}$/i.test(hex) ? hex : "808080";
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const INK = "#0f172a";
const PAPER = "#ffffff";
/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string) {
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance(INK) + 0.05) ? PAPER : INK;
}

/** Words into the fewest lines (at most `maxLines`) of about `perLine` characters, as even as they can be. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  let best: string[] = [words.join(" ")];
  const longest = (lines: string[]) => Math.max(...lines.map((l) => l.length));
  // Every way to cut the words into n lines (names are a few words: this is tiny).
  const cuts = (from: number, n: number): string[][] =>
    n === 1
      ? [[words.slice(from).join(" ")]]
      : words
          .slice(from + 1)
          .flatMap((_, i) => cuts(from + 1 + i, n - 1).map((rest) => [words.slice(from, from + 1 + i).join(" "), ...rest]));
  for (let n = 2; n <= Math.min(maxLines, words.length) && longest(best) > perLine; n++) {
    best = cuts(0, n).reduce((a, b) => (longest(b) < longest(a) ? b : a));
  }
  return best;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

/** One team's card: the crest (as on the site: app/components/teams/team-crest.tsx) and the name, in its colours. */
function teamCard(team: Team, x: number) {
  const width = 380,
    top = 120,
    height = 380;
  const ink = textOn(team.jerseyColor);
  // Inter Bold averages ≈ 0.6 em per character: size the name so its longest line fits the card.
  const lines = wrap(team.name, 14, 3);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(46, Math.floor((width - 48) / (longest * 0.6)));
  const centre = x + width / 2;
  const firstLine = top + 270 - ((lines.length - 1) * size * 1.15) / 2;
  return `
  <g>
    <rect x="${x}" y="${top}" width="${width}" height="${height}" rx="28" fill="${escapeXml(team.jerseyColor)}" stroke="${escapeXml(team.accentColor)}" stroke-width="10"/>
    <g transform="translate(${centre - 64} ${top + 36}) scale(2)">
      <path d="M32 3 L58 12 V32 C58 47 46 57 32 61 C18 57 6 47 6 32 V12 Z" fill="${escapeXml(team.accentColor)}" stroke="${ink}" stroke-width="3"/>
      <text x="32" y="39" text-anchor="middle" font-size="20" font-weight="800" fill="${escapeXml(team.jerseyColor)}">${escapeXml(initials(team.name))}</text>
    </g>
    <text text-anchor="middle" font-size="${size}" font-weight="700" fill="${ink}">
      ${lines.map((line, i) => `<tspan x="${centre}" y="${firstLine + i * size * 1.15}">${escapeXml(line)}</tspan>`).join("")}
    </text>
  </g>`;
}

/** The card as SVG. Pure. */
export function shareCardSvg(view: ShareCardView) {
  const { lang, match } = view;
  const t = (key: string, vars?: Record<string, unknown>) => translate(lang, key, vars);
  const round = t(`tournament.rounds.${match.round}`);
  const heading = view.group && match.round === "group" ? t("matchCentre.roundInGroup", { round, group: view.group }) : round;
  const scored = match.homeScore != null && match.awayScore != null;
  const pens = scored && match.homePenalties != null && match.awayPenalties != null;
  const live = match.status === "live";
  const middle = scored
    ? `<text x="600" y="330" text-anchor="middle" font-size="104" font-weight="800" fill="#ffffff">${match.homeScore}–${match.awayScore}</text>`
    : `<text x="600" y="320" text-anchor="middle" font-size="72" font-weight="800" fill="#ffffff">${escapeXml(t("tournament.vs"))}</text>`;
  const underScore =
    match.status === "scheduled"
      ? kickOffParts(lang, match.matchDate)
          .map(
            (line, i) =>
              `<text x="600" y="${390 + i * 38}" text-anchor="middle" font-size="30" font-weight="700" fill="#e2e8f0">${escapeXml(line)}</text>`,
          )
          .join("")
      : `${live ? `<rect x="470" y="362" width="260" height="52" rx="26" fill="#dc2626"/>` : ""}
       <text x="600" y="398" text-anchor="middle" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(matchStatusText(lang, match))}</text>
       ${pens ? `<text x="600" y="448" text-anchor="middle" font-size="24" fill="#e2e8f0">${escapeXml(t("matchCentre.penalties", { home: match.homePenalties, away: match.awayPenalties }))}</text>` : ""}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}" font-family="Inter">
  <rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#0f172a"/>
  <rect width="${SHARE_WIDTH}" height="12" fill="${escapeXml(view.home.jerseyColor)}"/>
  <rect x="${SHARE_WIDTH / 2}" width="${SHARE_WIDTH / 2}" height="12" fill="${escapeXml(view.away.jerseyColor)}"/>
  <text x="40" y="78" font-size="34" font-weight="800" fill="#facc15" letter-spacing="2">TRADES CUP 2026</text>
  <text x="1160" y="78" text-anchor="end" font-size="28" font-weight="700" fill="#e2e8f0">${escapeXml(heading)}</text>
  ${teamCard(view.home, 40)}
  ${teamCard(view.away, 780)}
  ${middle}
  ${underScore}
  <text x="600" y="572" text-anchor="middle" font-size="28" fill="#cbd5e1">${escapeXml(match.venue)}</text>
</svg>`;
}

/** The card as PNG bytes, rasterised off the event loop (resvg's async render runs in libuv's pool). */
async function renderShareCard(view: ShareCardView): Promise<Buffer> {
  const image = await renderAsync(shareCardSvg(view), {
    fitTo: { mode: "width", value: SHARE_WIDTH },
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: "Inter" },
  });
  return image.asPng();
}

type Card = { png: Buffer; etag: string };

/** The card of a match in a language, drawn once per change of the matches or teams. */
function matchShareCard(em: EntityManager, lang: Lang, matchId: string): Promise<Card> {
  const id = matchId.toLowerCase();
  return readCache.get(
    `matches:share:${lang}:${id}`,
    async () => {
      const { match, home, away } = await matchDetail(em, lang, id);
      const png = await renderShareCard({ lang, match, home, away, group: home.group === away.group ? home.group : null });
      return { png, etag: `"${createHash("sha1").update(png).digest("base64url")}"` };
    },
    { tags: ["matches", "teams"] },
  );
}

const MatchId = z.string().uuid();

/** Express handler of GET /matches/:id/share.png; an unknown or malformed id is a translated 404. */
export async function matchShareImage(req: Request, res: Response) {
  const lang = requestLang(req);
  const notFound = () => res.status(404).type("text").send(translate(lang, "errors.matchNotFound"));
  const id = MatchId.safeParse(req.params.id);
  if (!id.success) return notFound();
  let card: Card;
  try {
    card = await matchShareCard((await getRuntime()).orm.em.fork() as EntityManager, lang, id.data);
  } catch (e) {
    if (e instanceof TRPCError && e.code === "NOT_FOUND") return notFound();
    throw e;
  }
  // Crawlers may keep it a minute; the score on it changes with the match.
  res.setHeader("Cache-Control", "public, max-age=60");
  res.setHeader("Content-Language", lang);
  res.vary("Accept-Language");
  res.vary("Cookie");
  res.setHeader("ETag", card.etag);
  if (req.headers["if-none-match"] === card.etag) return res.status(304).end();
  res.type("png").send(card.png);
}
