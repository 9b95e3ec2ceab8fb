import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { BarChart3, CalendarPlus, Radio } from "lucide-react";
import type { Route } from "./+types/tournament";
import { PageHeader } from "~/components/ui/page-header";
import { TabList, tabPanelProps } from "~/components/ui/tabs";
import { Bracket } from "~/components/tournament/bracket";
import { GroupTables } from "~/components/tournament/group-tables";
import { LiveControls } from "~/components/tournament/live-controls";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Leaderboards } from "~/components/tournament/leaderboards";
import { Schedule } from "~/components/tournament/schedule";
import { useLiveMatches } from "~/components/tournament/use-live-matches";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { formAction, intent } from "~/lib/form-action.server";
import { MatchUpdateSchema, ScheduleMatchFormSchema } from "@shared/forms/match.schema";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("tournament", { share: true });

export async function loader({ context }: Route.LoaderArgs) {
  const s = context.trpc.stats;
  const [teams, overview, scorers, assists, cleanSheets, fairPlay] = await Promise.all([
    context.trpc.teams.list(),
    context.trpc.matches.overview(),
    s.topScorers({ limit: 10 }),
    s.assists({ limit: 10 }),
    s.cleanSheets({ limit: 10 }),
    s.fairPlay(),
  ]);
  const leaders = {
    scorers,
    assists,
    cleanSheets: { teams: cleanSheets.teams.slice(0, 10), goalkeepers: cleanSheets.goalkeepers },
    fairPlay,
  };
  return {
    teams: teams.map((t) => ({ id: t.id, name: t.name, group: t.group })),
    ...overview,
    leaders,
    canManage: context.canManage,
    liveCursor: context.liveCursor,
  };
}

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/**
 * The managers' two forms on this page: schedule a match, update a live one. The procedures'
 * admin gate refuses anyone else with its translated 401/403.
 */
export const action = formAction({
  createMatch: intent(ScheduleMatchFormSchema, (trpc, input) => trpc.matches.create(input)),
  liveUpdate: intent(MatchUpdateSchema, (trpc, input) => trpc.matches.update(input)),
});

const TABS = ["groups", "knockout", "schedule"] as const;
type Tab = (typeof TABS)[number];

// Dialogs load when first opened: the forms with their zod schemas, the stats with their computation.
const StatsDialog = lazyDialog(() => import("~/components/tournament/stats-dialog").then((m) => m.StatsDialog));
const LiveUpdateDialog = lazyDialog(() => import("~/components/tournament/live-update-dialog").then((m) => m.LiveUpdateDialog));
const ScheduleMatchDialog = lazyDialog(() =>
  import("~/components/tournament/schedule-match-dialog").then((m) => m.ScheduleMatchDialog),
);

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "matchCentre"],
  cache: { tags: ["teams", "matches", "players"], maxAgeSeconds: 30 },
};

export default function TournamentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { teams, groups, bracket, canManage } = loaderData;
  const names = useMemo(() => new Map(teams.map((tm) => [tm.id, tm.name])), [teams]);
  const teamName = useCallback((id: string) => names.get(id) ?? t("tournament.tbd"), [names, t]);
  const live = useLiveMatches(loaderData.matches, teamName, loaderData.liveCursor);
  const [tab, setTab] = useState<Tab>("groups");
  const [dialog, setDialog] = useState<"live" | "schedule" | "stats" | null>(null);

  return (
    <>
      <PageHeader
        title={t("pages.tournament.title")}
        description={t("pages.tournament.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.tournament.title") }]}
        actions={
          <>
            {canManage ? (
              <>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => setDialog("live")}
                  data-testid="open-live-update"
                >
                  <Radio aria-hidden="true" className="size-4" /> {t("tournament.actions.live")}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setDialog("schedule")}
                  data-testid="open-schedule"
                >
                  <CalendarPlus aria-hidden="true" className="size-4" /> {t("tournament.actions.schedule")}
                </button>
              </>
            ) : (
              <SignInToManage />
            )}
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setDialog("stats")} data-testid="open-stats">
              <BarChart3 aria-hidden="true" className="size-4" /> {t("tournament.actions.stats")}
            </button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <TabList
          label={t("pages.tournament.title")}
          idPrefix="tournament"
          testIdPrefix=""
          active={tab}
          onChange={setTab}
          items={TABS.map((key) => ({ key, label: t(`tournament.tabs.${key}`) }))}
        />
        <LiveControls live={live} />
      </div>
      <section {...tabPanelProps("tournament", tab)}>
        {tab === "groups" ? <GroupTables groups={groups} teamName={teamName} /> : null}
        {tab === "knockout" ? <Bracket slots={bracket} matches={live.matches} teamName={teamName} /> : null}
        {tab === "schedule" ? <Schedule matches={live.matches} teams={teams} teamName={teamName} /> : null}
      </section>
      <Leaderboards data={loaderData.leaders} teamName={teamName} />
      {canManage ? (
        <>
          <LiveUpdateDialog open={dialog === "live"} onClose={() => setDialog(null)} matches={live.matches} teamName={teamName} />
          <ScheduleMatchDialog open={dialog === "schedule"} onClose={() => setDialog(null)} teams={teams} />
        </>
      ) : null}
      <StatsDialog open={dialog === "stats"} onClose={() => setDialog(null)} matches={live.matches} />
    </>
  );
}
