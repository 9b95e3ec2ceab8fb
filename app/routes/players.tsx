import { useMemo, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Search, UserPlus, UserX } from "lucide-react";
import type { Route } from "./+types/players";
import { PageHeader } from "~/components/ui/page-header";
import { EmptyState } from "~/components/ui/empty-state";
import { Dialog } from "~/components/ui/dialog";
import { AddPlayerDialog } from "~/components/players/add-player-dialog";
import { NO_PLAYER_FILTERS, filterPlayers, type PlayerFilters } from "~/components/teams/filter";
import { POSITIONS, SKILL_LEVELS, SKILL_PROGRESS } from "~/forms/player.schema";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { pageMeta } from "~/lib/meta";
import type { RouterOutputs } from "../../routers/index";
import type { TranslatedHandle } from "~/lib/language";
import { withTrpc } from "~/lib/trpc";

export const meta = pageMeta("players", { share: true });

/** The public shape; an admin's players also carry their contact details. */
type Player = RouterOutputs["players"]["list"][number] & Partial<RouterOutputs["players"]["adminList"][number]>;

export async function loader({ context }: Route.LoaderArgs) {
  const { canManage } = context;
  const [players, teams]: [Player[], Array<{ id: string; name: string }>] = await Promise.all([
    canManage ? context.trpc.players.adminList() : context.trpc.players.list(),
    context.trpc.teams.list(),
  ]);
  return { players, teams: teams.map((t) => ({ id: t.id, name: t.name })), canManage };
}
const PAGE_SIZE = 48;

/** Translation areas this page uses besides the shell's. */
export const handle: TranslatedHandle = { i18n: ["tournament"] };

function PlayersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { players, teams, canManage } = loaderData;
  const [filters, setFilters] = useState<PlayerFilters>(NO_PLAYER_FILTERS);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Player | null>(null);
  // 561 players are too many cards for one screen: show a page at a time.
  const [limit, setLimit] = useState(PAGE_SIZE);
  const teamName = useMemo(() => new Map(teams.map((tm) => [tm.id, tm.name])), [teams]);
  const trades = useMemo(() => [...new Set(players.map((p) => p.tradeSpecialty).filter((x): x is string => !!x))].sort(), [players]);
  const shown = useMemo(() => filterPlayers(players, filters), [players, filters]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_PLAYER_FILTERS);
  const num = new Intl.NumberFormat(i18n.language);
  const set = (key: keyof PlayerFilters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setLimit(PAGE_SIZE);
  };

  const tiles = [
    ["total", players.length],
    ["active", players.filter((p) => p.status === "active").length],
    ["teams", new Set(players.map((p) => p.teamId)).size],
    ["trades", trades.length],
  ] as const;

  const select = (key: keyof PlayerFilters, label: string, all: string, options: Array<[string, string]>) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select className="select select-bordered" value={filters[key]} onChange={set(key)} data-testid={`players-filter-${key}`}>
        <option value="">{all}</option>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader
        title={t("pages.players.title")}
        description={t("pages.players.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.players.title") }]}
        actions={canManage
          ? <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)} data-testid="players-add"><UserPlus aria-hidden="true" className="size-4" /> {t("players.add")}</button>
          : <SignInToManage />}
      />
      <dl className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="player-tiles">
        {tiles.map(([key, value]) => (
          <div key={key} className="rounded-box bg-base-100 p-4 shadow">
            <dt className="text-sm text-base-content/80">{t(`players.tiles.${key}`)}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid={`tile-${key}`}>{num.format(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mb-4 flex flex-wrap items-end gap-4" role="search">
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium">
          {t("players.searchLabel")}
          <span className="input input-bordered flex items-center gap-2">
            <Search aria-hidden="true" className="size-4" />
            <input type="search" className="grow" placeholder={t("players.searchPlaceholder")} value={filters.query} onChange={set("query")} data-testid="players-search" />
          </span>
        </label>
        {select("position", t("players.filters.position"), t("players.filters.allPositions"), POSITIONS.map((p) => [p, t(`players.positions.${p}`)]))}
        {select("skill", t("players.filters.skill"), t("players.filters.allSkills"), SKILL_LEVELS.map((s) => [s, t(`players.skills.${s}`)]))}
        {select("teamId", t("players.filters.team"), t("players.filters.allTeams"), teams.map((tm) => [tm.id, tm.name]))}
        {select("trade", t("players.filters.trade"), t("players.filters.allTrades"), trades.map((tr) => [tr, tr]))}
      </div>
      <p className="mb-4 text-sm" role="status" aria-live="polite" data-testid="players-count">{t("players.showing", { current: Math.min(limit, shown.length), matching: shown.length, total: players.length })}</p>
      {shown.length === 0 ? (
        <EmptyState
          icon={UserX}
          title={t("players.noPlayers")}
          text={filtered ? t("players.noPlayersFiltered") : t("players.noPlayersFirst")}
          action={filtered
            ? <button type="button" className="btn btn-outline btn-sm" onClick={() => setFilters(NO_PLAYER_FILTERS)}>{t("players.clearFilters")}</button>
            : canManage ? <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>{t("players.add")}</button> : <SignInToManage />}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="player-grid">
          {shown.slice(0, limit).map((p) => (
            <li key={p.id} className="card bg-base-100 shadow" data-testid="player-card">
              <div className="card-body gap-2 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="card-title text-lg">{p.firstName} {p.lastName}</h2>
                  <span className="badge badge-neutral font-mono">{p.jerseyNumber != null ? t("players.jersey", { number: p.jerseyNumber }) : t("players.noNumber")}</span>
                </div>
                <p className="text-sm">{teamName.get(p.teamId)} · {t(`players.positions.${p.position}`)}{p.status !== "active" ? ` · ${t("players.statusLabels.inactive")}` : ""}</p>
                <SkillBar level={p.skillLevel} />
                <div className="card-actions justify-end">
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSelected(p)} aria-label={`${t("players.viewProfile")}: ${p.firstName} ${p.lastName}`}>{t("players.viewProfile")}</button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown.length > limit ? (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn btn-outline" onClick={() => setLimit((l) => l + PAGE_SIZE)} data-testid="players-more">{t("players.showMore")}</button>
        </div>
      ) : null}
      {canManage ? <AddPlayerDialog open={adding} onClose={() => setAdding(false)} teams={teams} /> : null}
      <Dialog open={!!selected} onClose={() => setSelected(null)} title={selected ? `${selected.firstName} ${selected.lastName}` : t("players.details")}>
        {selected ? (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="player-details">
              {([
                ["team", teamName.get(selected.teamId)],
                ["status", t(`players.statusLabels.${selected.status === "active" ? "active" : "inactive"}`)],
                // Contact details are in the admin shape only.
                ...(canManage ? [["email", selected.email], ["phone", selected.phone]] as const : []),
                ["nationality", selected.nationality],
                ["height", selected.height],
                ["weight", selected.weight],
                ["tradeSpecialty", selected.tradeSpecialty],
                ["tradeExperience", selected.tradeExperience],
              ] as const).map(([key, value]) => (
                <div key={key}><dt className="text-base-content/80">{t(`players.${key}`)}</dt><dd className="break-words">{value || "—"}</dd></div>
              ))}
            </dl>
            {/* Outside the list: a <dl> holds only term and definition groups (axe definition-list). */}
            <div className="mt-3"><SkillBar level={selected.skillLevel} /></div>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

/** Skill labels with their progress values (Rookie 25, Experienced 50, Veteran 75, Professional 100). */
function SkillBar({ level }: { level: string }) {
  const { t } = useTranslation();
  const value = SKILL_PROGRESS[level as keyof typeof SKILL_PROGRESS] ?? 0;
  const label = t(`players.skills.${level}`);
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="w-28 shrink-0">{t("players.skillProgress", { label })}</span>
      <progress className="progress progress-primary" value={value} max={100} aria-label={t("players.skillProgress", { label })} />
    </div>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(PlayersPage);
