import { useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/ai-dashboard";
import { PageHeader } from "~/components/ui/page-header";
import { TabList as Tabs, tabPanelProps } from "~/components/ui/tabs";
import { AnalyticsPanel } from "~/components/insights/analytics-panel";
import { InsightCards } from "~/components/insights/insight-cards";
import { OverviewPanel } from "~/components/insights/overview-panel";
import { PredictionsPanel } from "~/components/insights/predictions-panel";
import { StatCards } from "~/components/insights/stat-cards";
import { pageMeta } from "~/lib/meta";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useTRPC, withTrpc } from "~/lib/trpc";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";

export const meta = pageMeta("aiDashboard");

/** Computed on the server (model and simulation cached until a match changes), rendered in the first HTML. */
export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await context.trpc.insights.dashboard() };
}

const TABS = ["overview", "insights", "predictions", "analytics"] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["insights", "tournament"],
  cache: { tags: ["matches", "teams", "insights"], params: ["tab"], maxAgeSeconds: 30 },
};

function AiDashboardPage({ loaderData }: Route.ComponentProps) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { dashboard } = loaderData;
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "overview";
  const [selected, setSelected] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const refresh = useRef<number | undefined>(undefined);

  // A result anywhere changes ratings, odds and insights: reload the figures once a burst of updates settles.
  useSubscription(
    trpc.matches.live.subscriptionOptions(undefined, {
      onData() {
        window.clearTimeout(refresh.current);
        refresh.current = window.setTimeout(() => revalidator.revalidate(), 500);
      },
    }),
  );

  const setTab = (next: Tab) =>
    setParams(
      (p) => {
        p.set("tab", next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        title={t("insights.title")}
        kicker={t("insights.kicker")}
        description={t("insights.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("nav.aiDashboard") }]}
      />
      <div role="status" className="min-h-6">
        {revalidator.state === "loading" ? (
          <span className="inline-flex items-center gap-2 text-sm" data-testid="insights-loading">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {t("insights.loading")}
          </span>
        ) : null}
      </div>
      <div className="space-y-6">
        <StatCards stats={dashboard.stats} windowDays={dashboard.windowDays} />
        <Tabs
          idPrefix="insights"
          label={t("insights.tabs.label")}
          active={tab}
          onChange={setTab}
          items={TABS.map((key) => ({ key, label: t(`insights.tabs.${key}`) }))}
        />
        <div {...tabPanelProps("insights", tab)} className="focus-visible:outline-2 focus-visible:outline-primary">
          {tab === "overview" ? <OverviewPanel status={dashboard.status} topTeams={dashboard.topTeams} /> : null}
          {tab === "insights" ? <InsightCards insights={dashboard.insights} selected={selected} onSelect={setSelected} /> : null}
          {tab === "predictions" ? <PredictionsPanel predictions={dashboard.predictions} model={dashboard.model} /> : null}
          {tab === "analytics" ? <AnalyticsPanel analytics={dashboard.analytics} /> : null}
        </div>
      </div>
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(AiDashboardPage);
