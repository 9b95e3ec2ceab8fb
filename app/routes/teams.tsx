import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Building2, Search, Users } from "lucide-react";
import type { Route } from "./+types/teams";
import { PageHeader } from "~/components/ui/page-header";
import { EmptyState } from "~/components/ui/empty-state";
import { TeamCard } from "~/components/teams/team-card";
import { filterTeams } from "~/components/teams/filter";
import { JoinTeamDialog } from "~/components/teams/join-team-dialog";
import { PlayerManagementDialog } from "~/components/teams/player-management-dialog";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("teams");

export async function loader({ context }: Route.LoaderArgs) {
  return { teams: await context.trpc.teams.list() };
}

export default function TeamsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { teams } = loaderData;
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const [trade, setTrade] = useState("");
  const [managing, setManaging] = useState<string | null>(null);
  const trades = useMemo(() => [...new Set(teams.map((tm) => tm.trade))].sort((a, b) => a.localeCompare(b)), [teams]);
  const shown = useMemo(() => filterTeams(teams, query, trade), [teams, query, trade]);
  const joiningId = params.get("teamId");
  const joining = teams.find((tm) => tm.id === joiningId) ?? null;

  // ?teamId= opens that team's join dialog on load; closing it drops the parameter.
  const openJoin = (id: string) => setParams((p) => { p.set("teamId", id); return p; }, { preventScrollReset: true });
  const closeJoin = () => setParams((p) => { p.delete("teamId"); return p; }, { preventScrollReset: true, replace: true });

  return (
    <>
      <PageHeader
        title={t("pages.teams.title")}
        description={t("pages.teams.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.teams.title") }]}
        actions={
          <>
            <Link to="/franchise" className="btn btn-outline btn-sm"><Building2 aria-hidden="true" className="size-4" /> {t("teams.manageFranchise")}</Link>
            <Link to="/players" className="btn btn-outline btn-sm"><Users aria-hidden="true" className="size-4" /> {t("teams.playerManagement")}</Link>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4" role="search">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
          {t("teams.searchLabel")}
          <span className="input input-bordered flex items-center gap-2">
            <Search aria-hidden="true" className="size-4" />
            <input type="search" className="grow" placeholder={t("teams.searchPlaceholder")} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="teams-search" />
          </span>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("teams.tradeFilter")}
          <select className="select select-bordered" value={trade} onChange={(e) => setTrade(e.target.value)} data-testid="teams-trade">
            <option value="">{t("teams.allTrades")}</option>
            {trades.map((tr) => <option key={tr} value={tr}>{tr}</option>)}
          </select>
        </label>
      </div>
      <p className="mb-4 text-sm" role="status" aria-live="polite" data-testid="teams-count">{t("teams.showing", { current: shown.length, total: teams.length })}</p>
      {shown.length === 0 ? (
        <EmptyState title={t("teams.noTeams")} text={t("teams.noTeamsText")} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((tm) => <TeamCard key={tm.id} team={tm} onJoin={() => openJoin(tm.id)} onManage={() => setManaging(tm.id)} />)}
        </ul>
      )}
      <JoinTeamDialog team={joining} teams={teams} onClose={closeJoin} />
      <PlayerManagementDialog teamId={managing} open={!!managing} onClose={() => setManaging(null)} />
    </>
  );
}
