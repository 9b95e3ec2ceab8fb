import { Link, redirect } from "react-router";
import { Info } from "lucide-react";
import type { Route } from "./+types/my-matches";
import { useTranslation } from "~/lib/translations";
import { PageHeader } from "~/components/ui/page-header";
import { ConsoleTab } from "~/components/admin/console/console-tab";
import { LineupsCard } from "~/components/teams/lineups-card";
import { ConsoleAction, CONSOLE_INTENTS } from "~/components/admin/console/console-action";
import { consoleIntents, lineupIntents } from "~/components/admin/console/console-intents.server";
import { formAction } from "~/lib/form-action.server";
import { isFormResult, keepDataAfterRefusal } from "~/lib/form-result";
import { reachServer } from "~/lib/reach-server";
import { pageMeta } from "~/lib/meta";
import { withTrpc } from "~/lib/trpc";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { ShouldRevalidateFunctionArgs } from "react-router";

export const meta = pageMeta("myMatches");

/**
 * A referee's phone console: only the matches an admin assigned them as referee, to kick
 * off, record events, call half-time and full time, and sign the report off. Assistants see their
 * matches listed; the referee records them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.trpc.auth.me();
  if (!session.user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const person = await context.person();
  const me = await context.trpc.auth.whoami();
  const teams = (await context.trpc.teams.list()).map(({ id, name }) => ({ id, name }));
  const assigned = me.scopes.matches.map((m) => ({
    id: m.matchId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    status: m.status,
    position: m.position,
    matchDate: m.matchDate,
    venue: m.venue,
  }));
  // A captain's teams, with their matches not yet kicked off: the line-ups they may still submit.
  const now = Date.now();
  // Each with when its line-up was sent, if it was.
  const captainOf =
    person.role === "captain"
      ? await Promise.all(
          me.scopes.teams.map(async (team) => {
            const upcoming = (await context.trpc.teams.detail({ id: team.id })).matches.filter(
              (m) => m.status === "scheduled" && m.matchDate.getTime() > now,
            );
            const withLineups = await Promise.all(
              upcoming.map(async (m) => {
                const { lineups } = await context.trpc.matches.detail({ matchId: m.id });
                const mine = m.homeTeamId === team.id ? lineups.home : lineups.away;
                return { ...m, lineupSentAt: mine?.sentAt ?? null };
              }),
            );
            return { ...team, upcoming: withLineups };
          }),
        )
      : [];
  return { admin: person.admin, referee: person.role === "referee", teams, assigned, captainOf };
}

export const action = formAction({ ...consoleIntents, ...lineupIntents });

/** Events entered without a connection stay queued (the console's offline queue). */
export const clientAction = reachServer;

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { actionResult } = args;
  if (isFormResult(actionResult) && actionResult.intent !== null && CONSOLE_INTENTS.has(actionResult.intent)) return false;
  return keepDataAfterRefusal(args);
}

export const handle: TranslatedHandle = { i18n: ["tournament", "admin"] };

function MyMatchesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { teams, assigned } = loaderData;
  const refereeing = assigned.filter((m) => m.position === "referee");
  const assisting = assigned.filter((m) => m.position !== "referee");
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });
  return (
    <>
      <PageHeader
        title={t("pages.myMatches.title")}
        description={t("pages.myMatches.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.myMatches.title") }]}
      />
      {loaderData.captainOf.map((team) => (
        <div key={team.id} className="mb-6">
          <LineupsCard
            teamId={team.id}
            teamName={team.name}
            matches={team.upcoming}
            opponentName={(id) => names.get(id) ?? t("tournament.tbd")}
          />
        </div>
      ))}
      {loaderData.referee ? (
        <ConsoleAction.Provider value="/my-matches">
          <ConsoleTab teams={teams} choices={refereeing} admin={false} />
        </ConsoleAction.Provider>
      ) : loaderData.captainOf.length ? null : (
        <div role="note" className="alert" data-testid="my-matches-none">
          <Info aria-hidden="true" className="size-6" />
          <p>{t(loaderData.admin ? "myMatches.adminNote" : "myMatches.notReferee")}</p>
          {loaderData.admin ? (
            <Link to="/admin?tab=console" className="btn btn-sm">
              {t("myMatches.openConsole")}
            </Link>
          ) : null}
        </div>
      )}
      {assisting.length ? (
        <section aria-labelledby="assisting" className="mt-6 space-y-2">
          <h2 id="assisting" className="text-xl font-bold">
            {t("myMatches.assisting")}
          </h2>
          <ul className="list-disc ps-6" data-testid="my-matches-assisting">
            {assisting.map((m) => (
              <li key={m.id}>
                <Link className="link" to={`/matches/${m.id}`}>
                  {t("admin.console.fixture", { home: names.get(m.homeTeamId) ?? "", away: names.get(m.awayTeamId) ?? "" })}
                </Link>{" "}
                · {when.format(new Date(m.matchDate))} · {t(`myMatches.positions.${m.position}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export default withTrpc(MyMatchesPage);
