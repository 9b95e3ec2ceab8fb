import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Building2, Search, Users } from "lucide-react";
import type { Route } from "./+types/teams";
import { PageHeader } from "~/components/ui/page-header";
import { EmptyState } from "~/components/ui/empty-state";
import { TeamCard } from "~/components/teams/team-card";
import { filterTeams } from "~/components/teams/filter";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { formAction } from "~/lib/form-action.server";
import { jerseyIntents } from "~/components/jerseys/jersey-intents.server";
import { playerIntents } from "~/components/players/player-intents.server";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("teams", { share: true });

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** The page's writes: the Add Player form posts here. */
export const action = formAction({ ...playerIntents, ...jerseyIntents });

export async function loader({ context }: Route.LoaderArgs) {
  return { teams: await context.trpc.teams.list(), canManage: context.canManage };
}

// The forms (and zod) load when a dialog first opens.
const JoinTeamDialog = lazyDialog(
  () => import("~/components/teams/join-team-dialog").then((m) => m.JoinTeamDialog),
  (p) => p.team !== null,
);
const PlayerManagementDialog = lazyDialog(() =>
  import("~/components/teams/player-management-dialog").then((m) => m.PlayerManagementDialog),
);

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "jerseys"],
  cache: { tags: ["teams"], params: ["teamId"], maxAgeSeconds: 30 },
};

export default function TeamsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { teams, canManage } = loaderData;
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const [trade, setTrade] = useState("");
  const [managing, setManaging] = useState<string | null>(null);
  // Each trade once, as [code, label], in the order of its label in the page's language.
  const trades = useMemo(
    () => [...new Map(teams.map((tm) => [tm.tradeCode, tm.trade])).entries()].sort((a, b) => a[1].localeCompare(b[1])),
    [teams],
  );
  const shown = useMemo(() => filterTeams(teams, query, trade), [teams, query, trade]);
  const joiningId = params.get("teamId");
  const joining = teams.find((tm) => tm.id === joiningId) ?? null;

  // ?teamId= opens that team's join dialog on load; closing it drops the parameter.
  const openJoin = (id: string) =>
    setParams(
      (p) => {
        p.set("teamId", id);
        return p;
      },
      { preventScrollReset: true },
    );
  const closeJoin = () =>
    setParams(
      (p) => {
        p.delete("teamId");
        return p;
      },
      { preventScrollReset: true, replace: true },
    );

  return (
    <>
      <PageHeader
        title={t("pages.teams.title")}
        description={t("pages.teams.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.teams.title") }]}
        actions={
          <>
            <Link to="/franchise" className="btn btn-outline btn-sm">
              <Building2 aria-hidden="true" className="size-4" /> {t("teams.manageFranchise")}
            </Link>
            <Link to="/players" className="btn btn-outline btn-sm">
              <Users aria-hidden="true" className="size-4" /> {t("teams.playerManagement")}
            </Link>
            {canManage ? null : <SignInToManage />}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4" role="search">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
          {t("teams.searchLabel")}
          <span className="input input-bordered flex items-center gap-2">
            <Search aria-hidden="true" className="size-4" />
            <input
              type="search"
              className="grow"
              placeholder={t("teams.searchPlaceholder")}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              data-testid="teams-search"
            />
          </span>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("teams.tradeFilter")}
          <select
            className="select select-bordered"
            value={trade}
            onChange={(e) => setTrade(e.target.value)}
            data-testid="teams-trade"
          >
            <option value="">{t("teams.allTrades")}</option>
            {trades.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mb-4 text-sm" role="status" aria-live="polite" data-testid="teams-count">
        {t("teams.showing", { current: shown.length, total: teams.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t("teams.noTeams")} text={t("teams.noTeamsText")} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((tm) => (
            <TeamCard
              key={tm.id}
              team={tm}
              onJoin={() => openJoin(tm.id)}
              onManage={canManage ? () => setManaging(tm.id) : undefined}
            />
          ))}
        </ul>
      )}
      <JoinTeamDialog team={joining} teams={teams} onClose={closeJoin} />
      {canManage ? <PlayerManagementDialog teamId={managing} open={!!managing} onClose={() => setManaging(null)} /> : null}
    </>
  );
}
