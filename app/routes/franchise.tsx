import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "~/lib/translations";
import { FileSignature, Info, Languages, MailPlus, Palette, Store, UserPlus } from "lucide-react";
import type { Route } from "./+types/franchise";
import { PageHeader } from "~/components/ui/page-header";
import { Tabs } from "~/components/ui/tabs";
import { ActivityList } from "~/components/franchise/activity-list";
import { ContractDialog } from "~/components/franchise/contract-dialog";
import { JerseysPanel, OrdersPanel, OverviewPanel, PlayersPanel, StorePanel } from "~/components/franchise/panels";
import { RosterDialog } from "~/components/franchise/roster-dialog";
import { JerseyDesignerDialog } from "~/components/jerseys/jersey-designer-dialog";
import { SummaryTiles } from "~/components/franchise/summary-tiles";
import type { AdminDashboard, Dashboard } from "~/components/franchise/types";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { pageMeta } from "~/lib/meta";
import { actsForTeam, ownTeam } from "@shared/auth/person";
import { useTRPC, withTrpc } from "~/lib/trpc";
import type { TranslatedHandle } from "@shared/i18n/language";
import { formAction, intent } from "~/lib/form-action.server";
import {
  ContractEditFormSchema,
  ContractEndSchema,
  ContractFormSchema,
  RosterFormSchema,
  StockSchema,
} from "@shared/forms/franchise.schema";
import { ContractEditDialog, ContractEndDialog, type ManagedContract } from "~/components/franchise/contract-actions";
import { StockDialog, type StockedProduct } from "~/components/franchise/stock-dialog";
import { CaptainInviteDialog } from "~/components/franchise/captain-invite-dialog";
import { TeamTextDialog } from "~/components/admin/team-text-dialog";
import { TeamTextSchema } from "@shared/forms/team-text.schema";
import { CaptainInvitationSchema } from "@shared/forms/captain-invitation.schema";
import { jerseyIntents } from "~/components/jerseys/jersey-intents.server";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("franchise");

const MANAGERS = ["franchise_manager"] as const;

const TABS = ["overview", "jerseys", "store", "orders", "players"] as const;
type TabKey = (typeof TABS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const teams = await context.trpc.teams.list();
  // A franchise manager's page opens on their team; else the spec's default, the first team
  // (DESIGN.md: "default id 1" = first in seed order).
  const person = await context.person();
  const wanted = url.searchParams.get("teamId") ?? ownTeam(person, MANAGERS);
  const team = teams.find((t) => t.id === wanted) ?? teams[0];
  // Admins, and the team's own franchise manager: the procedure's gate lets the same people through.
  const canManage = actsForTeam(person, team.id, MANAGERS);
  // Visitors get the public shape: contracts without salary, bonuses or NIL terms.
  const dashboard: Dashboard = canManage
    ? await context.trpc.commerce.franchise.adminDashboard({ teamId: team.id })
    : await context.trpc.commerce.franchise.dashboard({ teamId: team.id });
  const tab = TABS.find((k) => k === url.searchParams.get("tab")) ?? "overview";
  return { teams: teams.map((t) => ({ id: t.id, name: t.name })), dashboard, tab, canManage, now: Date.now() };
}

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/**
 * The page's writes: the add-player and new-contract dialogs and the jersey designer's Save
 * post here. The first two are admin procedures: a visitor's post is answered 401/403 in their
 * language by the procedure's gate; saving a design is open to visitors.
 */
export const action = formAction({
  addRosterMember: intent(RosterFormSchema, (trpc, input) => trpc.commerce.franchise.addRosterMember(input)),
  addContract: intent(ContractFormSchema, (trpc, input) => trpc.commerce.franchise.addContract(input)),
  updateContract: intent(ContractEditFormSchema, (trpc, input) => trpc.commerce.franchise.updateContract(input)),
  endContract: intent(ContractEndSchema, (trpc, input) => trpc.commerce.franchise.endContract(input)),
  setStock: intent(StockSchema, (trpc, input) => trpc.commerce.franchise.setStock(input)),
  teamTexts: intent(TeamTextSchema, (trpc, input) => trpc.teams.updateTexts(input)),
  inviteCaptain: intent(CaptainInvitationSchema, (trpc, input) => trpc.teams.inviteCaptain(input)),
  ...jerseyIntents,
});

/** Translation areas this page uses besides the shell's. */
export const handle: TranslatedHandle = { i18n: ["commerce", "jerseys", "registrations", "admin"] };

function FranchisePage({ loaderData }: Route.ComponentProps) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pickerId = useId();
  const { canManage } = loaderData;
  const teamId = loaderData.dashboard.team.id;
  // The loader's data is the first page; after a signing or a new roster member the query refetches it, in the same shape.
  const publicData = useQuery(
    trpc.commerce.franchise.dashboard.queryOptions(
      { teamId },
      { enabled: !canManage, initialData: canManage ? undefined : loaderData.dashboard },
    ),
  ).data;
  // The loader read the admin shape whenever canManage is true.
  const adminData = useQuery(
    trpc.commerce.franchise.adminDashboard.queryOptions(
      { teamId },
      { enabled: canManage, initialData: canManage ? (loaderData.dashboard as AdminDashboard) : undefined },
    ),
  ).data;
  const data: Dashboard = (canManage ? adminData : publicData) ?? loaderData.dashboard;
  const [tab, setTab] = useState<TabKey>(loaderData.tab);
  const [dialog, setDialog] = useState<"player" | "contract" | "texts" | "captain" | null>(null);
  // The roster player a new contract is for, when it was opened from their row.
  const [contractFor, setContractFor] = useState("");
  const [designerOpen, setDesignerOpen] = useState(false);
  const [editing, setEditing] = useState<ManagedContract | null>(null);
  const [ending, setEnding] = useState<ManagedContract | null>(null);
  const [stocking, setStocking] = useState<StockedProduct | null>(null);
  const team = data.team;

  const designer = (kind: "home" | "away") => (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => setDesignerOpen(true)} data-testid={`design-${kind}`}>
      <Palette aria-hidden="true" className="size-4" /> {t(`franchise.jerseys.design.${kind}`)}
    </button>
  );

  return (
    // Spec §2: right-click is disabled on this page.
    <div onContextMenu={(e) => e.preventDefault()} data-testid="franchise-page">
      <PageHeader
        title={t("pages.franchise.title")}
        description={t("pages.franchise.description")}
        kicker={team.name}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.franchise.title") }]}
      />

      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div className="flex min-w-64 flex-col gap-1">
          <label htmlFor={pickerId} className="text-sm font-medium">
            {t("franchise.teamPicker")}
          </label>
          <select
            id={pickerId}
            className="select select-bordered"
            value={team.id}
            onChange={(e) => navigate(`?teamId=${e.target.value}`, { preventScrollReset: true })}
            data-testid="team-picker"
          >
            {loaderData.teams.map((tm) => (
              <option key={tm.id} value={tm.id}>
                {tm.name}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t("franchise.quick.label")} className="flex flex-wrap gap-2">
          {canManage ? (
            <>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setDialog("player")}
                data-testid="quick-add-player"
              >
                <UserPlus aria-hidden="true" className="size-4" /> {t("franchise.quick.addPlayer")}
              </button>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => {
                  setContractFor("");
                  setDialog("contract");
                }}
                data-testid="quick-new-contract"
              >
                <FileSignature aria-hidden="true" className="size-4" /> {t("franchise.quick.newContract")}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setDialog("texts")}
                data-testid="quick-team-texts"
              >
                <Languages aria-hidden="true" className="size-4" /> {t("franchise.quick.teamTexts")}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setDialog("captain")}
                data-testid="quick-invite-captain"
              >
                <MailPlus aria-hidden="true" className="size-4" /> {t("franchise.quick.inviteCaptain")}
              </button>
            </>
          ) : (
            <SignInToManage />
          )}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setTab("jerseys")}>
            <Palette aria-hidden="true" className="size-4" /> {t("franchise.quick.jerseys")}
          </button>
          <Link to="/shop" className="btn btn-outline btn-sm">
            <Store aria-hidden="true" className="size-4" /> {t("franchise.quick.store")}
          </Link>
          <Link to={`/teams?teamId=${team.id}`} className="btn btn-outline btn-sm">
            <Info aria-hidden="true" className="size-4" /> {t("franchise.quick.teamInfo")}
          </Link>
        </nav>
      </div>

      <div className="mb-8 space-y-6">
        <SummaryTiles metrics={data.metrics} />
        <ActivityList entries={data.activity} now={loaderData.now} />
      </div>

      <Tabs<TabKey>
        keepMounted
        label={t("franchise.tabsLabel")}
        active={tab}
        onChange={setTab}
        items={[
          { key: "overview", label: t("franchise.tabs.overview"), panel: <OverviewPanel data={data} /> },
          { key: "jerseys", label: t("franchise.tabs.jerseys"), panel: <JerseysPanel data={data} designer={designer} /> },
          {
            key: "store",
            label: t("franchise.tabs.store"),
            panel: <StorePanel data={data} onSetStock={canManage ? setStocking : undefined} />,
          },
          { key: "orders", label: t("franchise.tabs.orders"), panel: <OrdersPanel data={data} /> },
          {
            key: "players",
            label: t("franchise.tabs.players"),
            panel: (
              <PlayersPanel
                data={data}
                onAddPlayer={canManage ? () => setDialog("player") : undefined}
                onNewContract={
                  canManage
                    ? (name = "") => {
                        setContractFor(name);
                        setDialog("contract");
                      }
                    : undefined
                }
                onEditContract={canManage ? setEditing : undefined}
                onEndContract={canManage ? setEnding : undefined}
              />
            ),
          },
        ]}
      />

      {canManage ? (
        <RosterDialog key={team.id} teamId={team.id} open={dialog === "player"} onClose={() => setDialog(null)} />
      ) : null}
      <JerseyDesignerDialog team={team} open={designerOpen} onClose={() => setDesignerOpen(false)} />
      {canManage ? (
        <>
          <ContractEditDialog teamId={team.id} contract={editing} onClose={() => setEditing(null)} />
          <ContractEndDialog teamId={team.id} contract={ending} onClose={() => setEnding(null)} />
          <StockDialog teamId={team.id} product={stocking} onClose={() => setStocking(null)} />
          <TeamTextDialog
            team={dialog === "texts" ? team : null}
            onClose={() => setDialog(null)}
            action={`/franchise?teamId=${team.id}`}
          />
          <CaptainInviteDialog team={team} open={dialog === "captain"} onClose={() => setDialog(null)} />
        </>
      ) : null}
      {canManage ? (
        <ContractDialog
          key={`${team.id}:${contractFor}`}
          teamId={team.id}
          playerName={contractFor}
          rosterNames={data.roster.map((r) => r.name)}
          open={dialog === "contract"}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(FranchisePage);
