import { useState } from "react";
import { Link, redirect, useNavigation, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ShieldAlert, ShieldOff } from "lucide-react";
import type { Route } from "./+types/admin";
import { PageHeader } from "~/components/ui/page-header";
import { AccessTab } from "~/components/admin/access-tab";
import { DataTab } from "~/components/admin/data-tab";
import { MatchesTab } from "~/components/admin/matches-tab";
import { ConsoleTab } from "~/components/admin/console/console-tab";
import { MailTab } from "~/components/admin/mail-tab";
import { MetricsTab } from "~/components/admin/metrics-tab";
import { OverviewTab } from "~/components/admin/overview-tab";
import { PeopleTab } from "~/components/admin/people-tab";
import { RegistrationsTab } from "~/components/admin/registrations-tab";
import { TabList as Tabs, tabPanelProps } from "~/components/ui/tabs";
import { AdminOrdersPanel } from "~/components/commerce/admin-orders";
import { TeamsTab } from "~/components/admin/teams-tab";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import { withTrpc } from "~/lib/trpc";
import { formAction, intent } from "~/lib/form-action.server";
import { ScheduleMatchFormSchema, MatchUpdateSchema, CorrectResultSchema } from "@shared/forms/match.schema";
import { ReviewSchema } from "@shared/forms/review.schema";
import { BulkReviewSchema } from "@shared/forms/registration-table.schema";
import { TeamTextSchema } from "@shared/forms/team-text.schema";
import { ApiTokenSchema } from "@shared/forms/api-token.schema";
import { ChangePasswordSchema } from "@shared/forms/login.schema";
import { MetricsFormSchema } from "@shared/forms/metrics.schema";
import { consoleIntents, lineupIntents } from "~/components/admin/console/console-intents.server";
import { CONSOLE_INTENTS } from "~/components/admin/console/console-action";
import { RevokeTokenSchema } from "@shared/forms/api-token.schema";
import { WebhookDeliveryIdSchema, WebhookEndpointSchema, WebhookIdSchema } from "@shared/forms/webhook.schema";
import { CompanyListedSchema } from "@shared/forms/registration-table.schema";
import { NoInputSchema } from "@shared/forms/common.schema";
import { InvitationSchema } from "@shared/forms/account.schema";
import { MailIdSchema } from "@shared/forms/mail.schema";
import { PersonTeamsFormSchema } from "@shared/forms/people.schema";
import { OfficialsFormSchema } from "@shared/forms/officials.schema";
import { isFormResult, keepDataAfterRefusal } from "~/lib/form-result";
import { reachServer } from "~/lib/reach-server";

export const meta = pageMeta("admin");

/**
 * Spec §2: overview, matches, teams, registrations, metrics — plus the live match console, API access
 * (tokens, password), data (backups), people (invitations, teams, who did what) and mail (the outbox and
 * what was sent, read whole, sent again).
 */
const TABS = [
  "overview",
  "matches",
  "console",
  "teams",
  "registrations",
  "people",
  "mail",
  "orders",
  "metrics",
  "access",
  "data",
] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.trpc.auth.me();
  if (session.authMode === "required") {
    const url = new URL(request.url);
    if (!session.user) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    if (session.user.role !== "admin") return { session, allowed: false as const };
  }
  const dashboard = await context.trpc.admin.dashboard();
  const teams = await context.trpc.teams.list();
  const matches = await context.trpc.admin.matches({});
  const metrics = await context.trpc.matches.metrics();
  const tokens = await context.trpc.admin.tokens.list();
  const webhooks = await context.trpc.admin.webhooks.list();
  const backups = await context.trpc.admin.backups();
  return { session, allowed: true as const, dashboard, teams, matches, metrics, tokens, webhooks, backups };
}

/**
 * Every write of the admin page: each intent is one procedure, called in-process with the
 * visitor's session, so the procedures' admin gate answers a signed-out or non-admin post with its
 * translated 401/403. The forms, the single buttons (revoke a token, list a company, update team
 * stats) and the console's events (sent through its offline queue) all post here.
 */
export const action = formAction({
  createMatch: intent(ScheduleMatchFormSchema, (trpc, input) => trpc.matches.create(input)),
  completeMatch: intent(MatchUpdateSchema, (trpc, input) => trpc.matches.update(input)),
  correctMatch: intent(CorrectResultSchema, (trpc, input) => trpc.matches.update(input)),
  review: intent(ReviewSchema, (trpc, input) => trpc.admin.reviewRegistration(input)),
  bulkReview: intent(BulkReviewSchema, (trpc, input) => trpc.admin.reviewRegistrations(input)),
  teamTexts: intent(TeamTextSchema, (trpc, input) => trpc.teams.updateTexts(input)),
  createToken: intent(ApiTokenSchema, (trpc, input) => trpc.admin.tokens.create(input)),
  changePassword: intent(ChangePasswordSchema, (trpc, input) => trpc.auth.changePassword(input)),
  metrics: intent(MetricsFormSchema, (trpc, input) => trpc.admin.updateMetrics(input)),
  ...lineupIntents,
  revokeToken: intent(RevokeTokenSchema, (trpc, input) => trpc.admin.tokens.revoke(input)),
  createWebhook: intent(WebhookEndpointSchema, (trpc, input) => trpc.admin.webhooks.create(input)),
  removeWebhook: intent(WebhookIdSchema, (trpc, input) => trpc.admin.webhooks.remove(input)),
  resendWebhook: intent(WebhookDeliveryIdSchema, (trpc, input) => trpc.admin.webhooks.resend(input)),
  setCompanyListed: intent(CompanyListedSchema, (trpc, input) => trpc.admin.setCompanyListed(input)),
  updateTeamStats: intent(NoInputSchema, (trpc) => trpc.admin.updateTeamStats()),
  invite: intent(InvitationSchema, (trpc, input) => trpc.admin.invite(input)),
  personTeams: intent(PersonTeamsFormSchema, (trpc, input) => trpc.admin.setPersonTeams(input)),
  resendMail: intent(MailIdSchema, (trpc, input) => trpc.admin.mail.resend(input)),
  setOfficials: intent(OfficialsFormSchema, (trpc, input) => trpc.matches.setOfficials(input)),
  ...consoleIntents,
});

/** The console's writes survive a lost connection: its queue keeps an event the server did not get. */
export const clientAction = reachServer;

/** Console events refresh the console's own queries; the page's loader (six reads) is not run again for each. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { actionResult } = args;
  if (isFormResult(actionResult) && actionResult.intent !== null && CONSOLE_INTENTS.has(actionResult.intent)) return false;
  return keepDataAfterRefusal(args);
}

/** Translation areas this page uses besides the shell's. */
export const handle: TranslatedHandle = { i18n: ["tournament", "commerce", "admin", "registrations", "sponsors"] };

function AdminPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [tab, setTab] = useState<Tab>(() => (isTab(params.get("tab")) ? (params.get("tab") as Tab) : "overview"));
  /**
   * The tab is kept in `?tab=` for links and reloads, written without a router navigation: a
   * navigation would cancel a data reload that a just-finished action started.
   */
  function selectTab(next: Tab) {
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
  }
  const { session } = loaderData;
  const loading =
    revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/admin");

  const header = (
    <PageHeader
      title={t("pages.admin.title")}
      description={t("pages.admin.description")}
      breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.admin.title") }]}
      actions={
        session.user ? (
          <p className="text-sm" data-testid="admin-signed-in">
            {t("admin.signedInAs", {
              name: `${session.user.firstName} ${session.user.lastName}`.trim(),
              email: session.user.email,
            })}
          </p>
        ) : undefined
      }
    />
  );

  if (!loaderData.allowed) {
    return (
      <>
        {header}
        <div role="alert" className="alert alert-warning" data-testid="admin-forbidden">
          <ShieldAlert aria-hidden="true" className="size-6" />
          <div>
            <h2 className="font-bold">{t("admin.forbidden.title")}</h2>
            <p>{t("admin.forbidden.text", { email: session.user?.email })}</p>
          </div>
          <Link to="/" className="btn btn-sm">
            {t("nav.home")}
          </Link>
        </div>
      </>
    );
  }

  const { dashboard, teams, matches, metrics, tokens, webhooks, backups } = loaderData;
  const pending = Object.values(dashboard.registrations).reduce((n, panel) => n + panel.pending, 0);
  const label: Record<Tab, string> = Object.fromEntries(TABS.map((k) => [k, t(`admin.tabs.${k}`)])) as Record<Tab, string>;
  return (
    <>
      {header}
      {session.authMode === "off" ? (
        <div role="note" className="alert alert-warning mb-6" data-testid="auth-off">
          <ShieldOff aria-hidden="true" className="size-6" />
          <p>{t("admin.authOff")}</p>
        </div>
      ) : null}
      <p
        role="status"
        aria-live="polite"
        className={loading ? "mb-4 text-sm font-medium" : "sr-only"}
        data-testid="admin-loading"
      >
        {loading ? t("admin.loading") : ""}
      </p>
      <div className="space-y-6">
        <Tabs
          idPrefix="admin"
          label={t("admin.tabs.label")}
          active={tab}
          onChange={selectTab}
          items={TABS.map((k) => ({
            key: k,
            label: label[k],
            badge:
              k === "registrations" && pending > 0 ? (
                <>
                  <span aria-hidden="true" className="badge badge-warning badge-sm">
                    {pending}
                  </span>
                  <span className="sr-only">{t("admin.tabs.pending", { count: pending })}</span>
                </>
              ) : undefined,
          }))}
        />
        <div {...tabPanelProps("admin", tab)} className="focus-visible:outline-2 focus-visible:outline-primary">
          {tab === "overview" ? <OverviewTab dashboard={dashboard} metrics={metrics} teams={teams} /> : null}
          {tab === "matches" ? <MatchesTab firstPage={matches} teams={teams} /> : null}
          {tab === "console" ? <ConsoleTab teams={teams} /> : null}
          {tab === "teams" ? <TeamsTab teams={teams} /> : null}
          {tab === "registrations" ? <RegistrationsTab dashboard={dashboard} teams={teams} /> : null}
          {tab === "people" ? <PeopleTab teams={teams} /> : null}
          {tab === "mail" ? <MailTab /> : null}
          {tab === "orders" ? <AdminOrdersPanel /> : null}
          {tab === "metrics" ? <MetricsTab metrics={metrics} /> : null}
          {tab === "access" ? <AccessTab tokens={tokens} webhooks={webhooks} session={session} /> : null}
          {tab === "data" ? <DataTab backups={backups} session={session} /> : null}
        </div>
      </div>
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(AdminPage);
