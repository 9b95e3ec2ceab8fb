import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Activity, CalendarPlus, CheckCircle2, DollarSign, FileDown, RefreshCw, Trophy, Users, UsersRound } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { formatDateTime } from "@shared/format";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { CreateMatchDialog } from "./create-match-dialog";
import { CreatedMatch } from "./created-match";
import type { AdminDashboard, AdminMatch, AdminMetrics, AdminTeam } from "./types";

/** The report's download (app/routes/admin-report.ts). */
const REPORT_PATH = "/admin/report.csv";

type Health = "checking" | "operational" | "degraded";

/** The system's health as /healthz reports it (database reachable), checked when the tab opens. */
function useHealth(): Health {
  const [health, setHealth] = useState<Health>("checking");
  useEffect(() => {
    let live = true;
    fetch("/healthz", { headers: { accept: "application/json" } })
      .then(async (res) => (res.ok && ((await res.json()) as { status?: string }).status === "ok" ? "operational" : "degraded"))
      .catch(() => "degraded" as const)
      .then((h) => live && setHealth(h));
    return () => {
      live = false;
    };
  }, []);
  return health;
}

/** Prize pool in millions of dollars with one decimal (spec §9), from cents. */
function usePrizePool(cents: number) {
  const { t, i18n } = useTranslation();
  const millions = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    cents / 100 / 1_000_000,
  );
  return t("admin.overview.millions", { value: millions });
}

export function OverviewTab({
  dashboard,
  metrics,
  teams,
}: {
  dashboard: AdminDashboard;
  metrics: AdminMetrics;
  teams: AdminTeam[];
}) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const health = useHealth();
  const [createOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<AdminMatch | null>(null);
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const [reporting, setReporting] = useState(false);
  const updateStats = useIntent<Record<string, never>, { teams: number }>({
    action: "/admin",
    intent: "updateTeamStats",
    onSuccess: (result) =>
      toast({
        title: t("admin.overview.statsUpdated"),
        description: t("admin.overview.statsUpdatedText", { count: result.teams }),
        variant: "success",
      }),
    failureToast: { title: t("admin.overview.statsFailed") },
  });
  const { figures } = dashboard;
  const fmt = new Intl.NumberFormat(i18n.language);
  const prizePool = usePrizePool(metrics.prizePool);

  const cards = [
    { key: "participants", icon: Users, value: fmt.format(figures.participants), hint: t("admin.overview.participantsHint") },
    { key: "activeTeams", icon: UsersRound, value: fmt.format(figures.activeTeams), hint: t("admin.overview.activeTeamsHint") },
    {
      key: "completedMatches",
      icon: Trophy,
      value: fmt.format(figures.completedMatches),
      hint: t("admin.overview.completedOf", { total: fmt.format(figures.totalMatches) }),
    },
    { key: "prizePool", icon: DollarSign, value: prizePool, hint: t("admin.overview.prizePoolHint") },
  ];

  /**
   * The report is a download from /admin/report.csv (a plain link without JavaScript). With it, the
   * file is fetched first, so a refusal is a toast with the server's reason rather than an error page.
   */
  async function onReport(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    setReporting(true);
    try {
      const res = await fetch(REPORT_PATH, { headers: { accept: "text/csv" } });
      if (!res.ok) throw new Error((await res.text()) || t("forms.failedText"));
      const filename = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "report.csv";
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      toast({ title: t("admin.overview.reportReady"), description: filename, variant: "success" });
    } catch (error) {
      toast({
        title: t("admin.overview.reportFailed"),
        description: error instanceof TypeError ? t("forms.failedText") : (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setReporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <CreatedMatch
        match={created}
        name={(id) => teamNames.get(id) ?? t("admin.matches.unknownTeam")}
        onDismiss={() => setCreated(null)}
      />
      <section aria-labelledby="admin-figures" className="space-y-3">
        <h2 id="admin-figures" className="sr-only">
          {t("admin.overview.figures")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ key, icon: Icon, value, hint }) => (
            <li key={key} className="card bg-base-100 shadow-sm" data-testid={`figure-${key}`}>
              <div className="card-body gap-1 p-5">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-medium text-base-content/80">{t(`admin.overview.${key}`)}</h3>
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                </div>
                <p className="text-3xl font-bold">{value}</p>
                <p className="text-xs text-base-content/80">{hint}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="admin-quick" className="card bg-base-100 shadow-sm">
          <div className="card-body">
            <h2 id="admin-quick" className="card-title text-lg">
              {t("admin.overview.quickActions")}
            </h2>
            <div className="flex flex-col gap-2">
              <button
                type="button"
                className="btn btn-primary justify-start"
                onClick={() => setCreateOpen(true)}
                data-testid="action-create-match"
              >
                <CalendarPlus aria-hidden="true" className="size-4" /> {t("admin.overview.createMatch")}
              </button>
              <IntentForm call={updateStats} input={{}} className="contents">
                <button
                  type="submit"
                  className="btn btn-outline justify-start"
                  disabled={updateStats.busy}
                  data-testid="action-update-stats"
                >
                  <RefreshCw aria-hidden="true" className={`size-4 ${updateStats.busy ? "animate-spin" : ""}`} />
                  {updateStats.busy ? t("admin.overview.updatingStats") : t("admin.overview.updateStats")}
                </button>
              </IntentForm>
              <a
                href={REPORT_PATH}
                download
                className={`btn btn-outline justify-start ${reporting ? "btn-disabled" : ""}`}
                onClick={onReport}
                aria-disabled={reporting || undefined}
                data-testid="action-report"
              >
                <FileDown aria-hidden="true" className="size-4" />{" "}
                {reporting ? t("admin.overview.generatingReport") : t("admin.overview.generateReport")}
              </a>
            </div>
          </div>
        </section>

        <section aria-labelledby="admin-activity" className="card bg-base-100 shadow-sm">
          <div className="card-body">
            <h2 id="admin-activity" className="card-title text-lg">
              <Activity aria-hidden="true" className="size-5" /> {t("admin.overview.recentActivity")}
            </h2>
            {dashboard.activity.length ? (
              <ul className="space-y-2" data-testid="activity-list">
                {dashboard.activity.map((event, i) => (
                  <li key={i} className="border-l-2 border-primary pl-3 text-sm">
                    <p>{activityText(event, t)}</p>
                    <p className="text-xs text-base-content/80">
                      <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(i18n.language, event.at)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-base-content/80">{t("admin.overview.noActivity")}</p>
            )}
          </div>
        </section>

        <section aria-labelledby="admin-system" className="card bg-base-100 shadow-sm">
          <div className="card-body gap-4">
            <h2 id="admin-system" className="card-title text-lg">
              {t("admin.overview.systemStatus")}
            </h2>
            <div>
              <div className="flex justify-between text-sm">
                <span id="admin-progress-label">{t("admin.overview.progress")}</span>
                <span data-testid="progress-value">{figures.progressPercent}%</span>
              </div>
              <progress
                className="progress progress-primary w-full"
                value={figures.progressPercent}
                max={100}
                aria-labelledby="admin-progress-label"
              />
            </div>
            <div className="flex justify-between text-sm">
              <span>{t("admin.overview.teamRegistration")}</span>
              <span data-testid="team-registration">
                {t("admin.overview.teamRegistrationValue", { count: figures.activeTeams, target: figures.teamTarget })}
              </span>
            </div>
            <div className="flex justify-between text-sm">
              <span>{t("admin.overview.service")}</span>
              <span
                role="status"
                aria-live="polite"
                className={`badge ${health === "operational" ? "badge-success" : health === "degraded" ? "badge-error" : "badge-ghost"} gap-1`}
                data-testid="system-health"
              >
                {health === "operational" ? <CheckCircle2 aria-hidden="true" className="size-3" /> : null}
                {t(`admin.overview.health.${health}`)}
              </span>
            </div>
          </div>
        </section>
      </div>

      <CreateMatchDialog open={createOpen} onClose={() => setCreateOpen(false)} teams={teams} onCreated={setCreated} />
    </div>
  );
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

function activityText(event: AdminDashboard["activity"][number], t: Translate) {
  switch (event.type) {
    case "registrationSubmitted":
      return t("admin.activity.registrationSubmitted", { kind: t(`admin.kinds.${event.kind}`), name: event.name });
    case "registrationReviewed":
      return t(`admin.activity.registration_${event.status === "approved" ? "approved" : "rejected"}`, {
        kind: t(`admin.kinds.${event.kind}`),
        name: event.name,
      });
    case "matchCompleted":
      return t("admin.activity.matchCompleted", {
        home: event.home,
        away: event.away,
        homeScore: event.homeScore,
        awayScore: event.awayScore,
      });
    case "sponsorInquiry":
      return t("admin.activity.sponsorInquiry", { company: event.company });
    case "companyRegistered":
      return t("admin.activity.companyRegistered", { company: event.company });
  }
}
