import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/player";
import { useTranslation } from "~/lib/translations";
import { PageHeader } from "~/components/ui/page-header";
import { NotFound } from "~/components/not-found";
import { TeamCrest } from "~/components/teams/team-crest";
import { PlayerFacts, SkillBar } from "~/components/players/player-facts";
import { PlayerStats } from "~/components/match-centre/player-stats";
import { langFromMatches, shareMeta } from "~/lib/meta";
import { orNotFound } from "~/lib/not-found.server";
import { translate } from "@shared/i18n/strings";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";

/** A player's public profile, team and tournament figures (never their contact details: decision 100). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = await orNotFound(context.trpc.players.profile({ playerId: params.id }));
  const stats = await context.trpc.stats.player({ playerId: profile.player.id });
  return { ...profile, totals: stats.totals };
}

export const meta: Route.MetaFunction = (args) => {
  const lang = langFromMatches(args.matches);
  const brand = translate(lang, "brand.name");
  const d = args.data;
  if (!d)
    return [
      { title: `${translate(lang, "matchCentre.player.notFound.title")} | ${brand}` },
      { name: "robots", content: "noindex" },
    ];
  const title = `${d.player.firstName} ${d.player.lastName} | ${brand}`;
  const description = translate(lang, "matchCentre.player.description", {
    position: translate(lang, `players.positions.${d.player.position}`),
    team: d.team.name,
  });
  return [{ title }, { name: "description", content: description }, ...shareMeta(args, title, description)];
};

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "matchCentre"],
  // The tournament figures come from the match events.
  cache: { tags: ["players", "teams", "matches"], maxAgeSeconds: 30 },
};

export default function PlayerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { player, team, totals } = loaderData;
  const name = `${player.firstName} ${player.lastName}`;
  const position = t(`players.positions.${player.position}`);
  return (
    <>
      <PageHeader
        title={name}
        kicker={team.name}
        badge={player.jerseyNumber != null ? t("players.jersey", { number: player.jerseyNumber }) : undefined}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("nav.players"), to: "/players" }, { label: name }]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card bg-base-100 shadow lg:col-span-2" aria-labelledby="player-profile-title">
          <div className="card-body gap-4">
            <div className="flex items-center gap-4">
              <TeamCrest name={team.name} jerseyColor={team.jerseyColor} accentColor={team.accentColor} size={72} />
              <div>
                <h2 id="player-profile-title" className="card-title">
                  {t("matchCentre.player.profile")}
                </h2>
                <p className="text-sm text-base-content/80">
                  {position} · {team.trade}
                </p>
              </div>
            </div>
            <PlayerFacts
              player={player}
              testId="player-profile"
              lead={[
                [
                  t("matchCentre.player.team"),
                  <Link key="team" to={`/teams/${team.id}`} className="link">
                    {team.name}
                  </Link>,
                ],
                [t("matchCentre.player.position"), position],
                [
                  t("matchCentre.player.number"),
                  player.jerseyNumber != null ? t("players.jersey", { number: player.jerseyNumber }) : t("players.noNumber"),
                ],
              ]}
            />
            <SkillBar level={player.skillLevel} />
          </div>
        </section>
        <PlayerStats totals={totals} name={name} team={team} />
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
      title={t("matchCentre.player.notFound.title")}
      text={t("matchCentre.player.notFound.text")}
      link={{ to: "/players", label: t("matchCentre.player.notFound.link") }}
    />
  );
}
