import { useCallback, useMemo } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/match";
import { useTranslation } from "~/lib/translations";
import { PageHeader } from "~/components/ui/page-header";
import { NotFound } from "~/components/not-found";
import { LiveControls } from "~/components/tournament/live-controls";
import { useLiveMatches } from "~/components/tournament/use-live-matches";
import { Scoreboard } from "~/components/match-centre/scoreboard";
import { KickOff } from "~/components/match-centre/kick-off";
import { MatchOdds } from "~/components/match-centre/match-odds";
import { HeadToHead } from "~/components/match-centre/head-to-head";
import { MatchTimeline } from "~/components/match-centre/match-timeline";
import { MatchLineups } from "~/components/match-centre/match-lineups";
import { formatDateTime } from "@shared/format";
import { langFromMatches, shareMeta } from "~/lib/meta";
import { matchShareAlt, matchShareImagePath } from "@shared/match-text";
import { orNotFound } from "~/lib/not-found.server";
import { translate } from "@shared/i18n/strings";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";

/** The match centre: one match's score and status (live), timeline, line-ups, kick-off, venue, head-to-head and odds. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { ...(await orNotFound(context.trpc.matches.detail({ matchId: params.id }))), liveCursor: context.liveCursor };
}

export const meta: Route.MetaFunction = (args) => {
  const lang = langFromMatches(args.matches);
  const brand = translate(lang, "brand.name");
  const d = args.data;
  if (!d)
    return [{ title: `${translate(lang, "matchCentre.notFound.title")} | ${brand}` }, { name: "robots", content: "noindex" }];
  const { match, home, away } = d;
  const title = `${translate(lang, "matchCentre.title", { home: home.name, away: away.name })} | ${brand}`;
  const description = translate(lang, "matchCentre.description", {
    round: translate(lang, `tournament.rounds.${match.round}`),
    venue: match.venue,
    date: formatDateTime(lang, match.matchDate),
  });
  const image = { path: matchShareImagePath(match.id, lang), alt: matchShareAlt(lang, home.name, away.name, match) };
  return [{ title }, { name: "description", content: description }, ...shareMeta(args, title, description, image)];
};

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "matchCentre"],
  // The match centre also shows the line-ups (players) and the model's odds, computed from teams and matches.
  cache: { tags: ["teams", "matches", "players"], maxAgeSeconds: 30 },
};

export default function MatchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { home, away, headToHead, probabilities, events, lineups, shootout } = loaderData;
  const names = useMemo(
    () =>
      new Map([
        [home.id, home.name],
        [away.id, away.name],
      ]),
    [home, away],
  );
  const teamName = useCallback((id: string) => names.get(id) ?? t("tournament.tbd"), [names, t]);
  // The same live stream as /tournament and the team pages: score, status and minute change in place.
  const initial = useMemo(() => [loaderData.match], [loaderData.match]);
  const live = useLiveMatches(initial, teamName, loaderData.liveCursor);
  const match = live.matches[0] ?? loaderData.match;
  const round = t(`tournament.rounds.${match.round}`);
  const title = t("matchCentre.title", { home: home.name, away: away.name });

  return (
    <>
      <PageHeader
        title={title}
        kicker={match.round === "group" ? t("matchCentre.roundInGroup", { round, group: home.group }) : round}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("nav.tournament"), to: "/tournament" }, { label: title }]}
        actions={<LiveControls live={live} />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Scoreboard match={match} home={home} away={away} />
          {/* Events and line-ups come with the loader data, which the live stream reloads after each change. */}
          <MatchTimeline events={events} lineups={lineups} shootout={shootout} home={home} away={away} />
          <MatchLineups lineups={lineups} home={home} away={away} />
        </div>
        <div className="space-y-6">
          <section className="card bg-base-100 shadow" aria-labelledby="match-details-title">
            <div className="card-body gap-3">
              <h2 id="match-details-title" className="card-title">
                {t("matchCentre.details")}
              </h2>
              <dl className="grid gap-3 text-sm" data-testid="match-details">
                <KickOff date={match.matchDate} />
                <div>
                  <dt className="text-base-content/80">{t("matchCentre.venue")}</dt>
                  <dd className="font-medium" data-testid="match-venue">
                    {match.venue}
                  </dd>
                </div>
                <div>
                  <dt className="text-base-content/80">{t("matchCentre.round")}</dt>
                  <dd className="font-medium">{round}</dd>
                </div>
                {match.attendance != null ? (
                  <div>
                    <dt className="text-base-content/80">{t("matchCentre.attendance")}</dt>
                    <dd className="font-medium tabular-nums">{match.attendance}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </section>
          {/* Odds are the model's view before kick-off: gone as soon as the stream says the match started. */}
          {match.status === "scheduled" && probabilities ? (
            <MatchOdds probabilities={probabilities} home={home.name} away={away.name} />
          ) : null}
        </div>
      </div>
      <div className="mt-8">
        <HeadToHead matches={headToHead} teamName={teamName} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <NotFound
      title={t("matchCentre.notFound.title")}
      text={t("matchCentre.notFound.text")}
      link={{ to: "/tournament", label: t("matchCentre.notFound.link") }}
    />
  );
}
