import { EVENT_TIME_ZONE } from "./format";
import type { Lang } from "./i18n/language";
import { translate } from "./i18n/strings";

/**
 * The words a match is summed up in, where no component renders: the page's title, description and
 * share-image alt text (app/routes/match.tsx) and the share image itself (server/match-share.ts), so
 * the picture and the text beside it in a shared link agree. Browser and server alike.
 */

type Summary = {
  status: string;
  round: string;
  venue: string;
  matchDate: Date | string;
  minute?: number | null;
  homeScore?: number | null;
  awayScore?: number | null;
};

/** The kick-off in Atlanta as the day and the time with its zone ("Thu, Jun 11", "7:00 PM EDT"). */
export function kickOffParts(lang: Lang, date: Date | string): [string, string] {
  const at = new Date(date);
  return [
    new Intl.DateTimeFormat(lang, { timeZone: EVENT_TIME_ZONE, weekday: "short", day: "numeric", month: "short" }).format(at),
    new Intl.DateTimeFormat(lang, {
      timeZone: EVENT_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(at),
  ];
}

/** Live with its minute, the final word, or the kick-off of a match still to come. */
export function matchStatusText(lang: Lang, match: Summary) {
  const status = translate(lang, `tournament.status.${match.status}`);
  if (match.status === "live" && match.minute != null)
    return `${status} · ${translate(lang, "tournament.minute", { minute: match.minute })}`;
  if (match.status === "scheduled")
    return translate(lang, "matchCentre.share.kickOff", { date: kickOffParts(lang, match.matchDate).join(", ") });
  return status;
}

/** "Home 2–1 Away, Completed": the share image's alt text. */
export function matchShareAlt(lang: Lang, home: string, away: string, match: Summary) {
  const score =
    match.homeScore != null && match.awayScore != null
      ? `${match.homeScore}–${match.awayScore}`
      : translate(lang, "tournament.vs");
  return translate(lang, "matchCentre.share.alt", { home, away, score, status: matchStatusText(lang, match) });
}

/** Where a match's share image is, in a language. */
export const matchShareImagePath = (matchId: string, lang: Lang) => `/matches/${matchId}/share.png?lang=${lang}`;
