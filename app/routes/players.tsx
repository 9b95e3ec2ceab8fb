import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FilterForm } from "~/components/ui/filter-form";
import { useTranslation } from "~/lib/translations";
import { Search, UserPlus, UserX } from "lucide-react";
import type { Route } from "./+types/players";
import { PageHeader } from "~/components/ui/page-header";
import { EmptyState } from "~/components/ui/empty-state";
import { Dialog } from "~/components/ui/dialog";
import { AddPlayerDialog } from "~/components/players/add-player-dialog";
import { NO_PLAYER_FILTERS, filterPlayers, type PlayerFilters } from "~/components/teams/filter";
import { POSITIONS, SKILL_LEVELS } from "@shared/forms/player.options";
import { PlayerFacts, SkillBar } from "~/components/players/player-facts";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { pageMeta } from "~/lib/meta";
import type { RouterOutputs } from "../../routers/index";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { formAction } from "~/lib/form-action.server";
import { playerIntents } from "~/components/players/player-intents.server";
import { withTrpc } from "~/lib/trpc";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("players", { share: true });

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** The page's writes: the Add Player form posts here. */
export const action = formAction(playerIntents);

/** The public shape; an admin's players also carry their contact details. */
type Player = RouterOutputs["players"]["list"][number] & Partial<RouterOutputs["players"]["adminList"][number]>;

const PAGE_SIZE = 48;
/** The URL's names of the filters: `/players?q=ana&position=goalkeeper&team=…&show=96` is a link anyone can share. */
const PARAM: Record<keyof PlayerFilters, string> = {
  query: "q",
  position: "position",
  skill: "skill",
  teamId: "team",
  trade: "trade",
};

/** The filters and the number of cards a /players URL asks for. Pure. */
export function playersQuery(params: URLSearchParams) {
  const filters = Object.fromEntries(
    (Object.keys(PARAM) as Array<keyof PlayerFilters>).map((key) => [key, (params.get(PARAM[key]) ?? "").slice(0, 100)]),
  ) as PlayerFilters;
  const asked = Math.floor(Number(params.get("show")));
  const show = Number.isFinite(asked) && asked > PAGE_SIZE ? Math.min(asked, 2000) : PAGE_SIZE;
  return { filters, show };
}

/**
 * Filters and pages on the server: the first response carries the cards it shows (not the whole
 * squad list of every team), the figures of the whole list, and what the filter menus offer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { canManage } = context;
  const { filters, show } = playersQuery(new URL(request.url).searchParams);
  const [all, teams]: [Player[], Array<{ id: string; name: string }>] = await Promise.all([
    canManage ? context.trpc.players.adminList() : context.trpc.players.list(),
    context.trpc.teams.list(),
  ]);
  const trades = [...new Set(all.map((p) => p.tradeSpecialty).filter((x): x is string => !!x))].sort();
  const matching = filterPlayers(all, filters);
  return {
    players: matching.slice(0, show),
    matching: matching.length,
    totals: {
      total: all.length,
      active: all.filter((p) => p.status === "active").length,
      teams: new Set(all.map((p) => p.teamId)).size,
      trades: trades.length,
    },
    trades,
    teams: teams.map((t) => ({ id: t.id, name: t.name })),
    filters,
    show,
    canManage,
  };
}

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "matchCentre"],
  // Filters and paging are read on the server (playersQuery).
  cache: { tags: ["players", "teams"], params: ["q", "position", "skill", "team", "trade", "show"], maxAgeSeconds: 30 },
};

function PlayersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { players, matching, totals, trades, teams, filters, show, canManage } = loaderData;
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Player | null>(null);
  // The search box answers as one types; the list follows a moment after the last key.
  const [query, setQuery] = useState(filters.query);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setQuery(filters.query), [filters.query]);
  useEffect(() => () => clearTimeout(typing.current), []);
  const teamName = useMemo(() => new Map(teams.map((tm) => [tm.id, tm.name])), [teams]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_PLAYER_FILTERS);
  const num = new Intl.NumberFormat(i18n.language);
  /** A new filter value: a new URL (its first page), replacing the current entry so Back leaves the page. */
  const apply = (key: keyof PlayerFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
    next.delete("show");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const set = (key: keyof PlayerFilters) => (e: { target: { value: string } }) => apply(key, e.target.value);
  const search = (value: string) => {
    setQuery(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => apply("query", value), 250);
  };
  const clearAll = () => {
    setQuery("");
    setParams(new URLSearchParams([...params].filter(([key]) => key === "lang")), { replace: true, preventScrollReset: true });
  };
  const more = new URLSearchParams(params);
  more.set("show", String(show + PAGE_SIZE));

  const tiles = [
    ["total", totals.total],
    ["active", totals.active],
    ["teams", totals.teams],
    ["trades", totals.trades],
  ] as const;

  const select = (key: keyof PlayerFilters, label: string, all: string, options: Array<[string, string]>) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        key={filters[key]}
        name={PARAM[key]}
        className="select select-bordered"
        defaultValue={filters[key]}
        onChange={set(key)}
        data-testid={`players-filter-${key}`}
      >
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader
        title={t("pages.players.title")}
        description={t("pages.players.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.players.title") }]}
        actions={
          canManage ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)} data-testid="players-add">
              <UserPlus aria-hidden="true" className="size-4" /> {t("players.add")}
            </button>
          ) : (
            <SignInToManage />
          )
        }
      />
      <dl className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="player-tiles">
        {tiles.map(([key, value]) => (
          <div key={key} className="rounded-box bg-base-100 p-4 shadow">
            <dt className="text-sm text-base-content/80">{t(`players.tiles.${key}`)}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid={`tile-${key}`}>
              {num.format(value)}
            </dd>
          </div>
        ))}
      </dl>
      {/* Each menu applies itself once hydrated; the search box on Enter (or as typed). */}
      <FilterForm className="mb-4 flex flex-wrap items-end gap-4" onApply={() => apply("query", query)}>
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium">
          {t("players.searchLabel")}
          <span className="input input-bordered flex items-center gap-2">
            <Search aria-hidden="true" className="size-4" />
            <input
              type="search"
              name={PARAM.query}
              className="grow"
              placeholder={t("players.searchPlaceholder")}
              value={query}
              onChange={(e) => search(e.target.value)}
              data-testid="players-search"
            />
          </span>
        </label>
        {select(
          "position",
          t("players.filters.position"),
          t("players.filters.allPositions"),
          POSITIONS.map((p) => [p, t(`players.positions.${p}`)]),
        )}
        {select(
          "skill",
          t("players.filters.skill"),
          t("players.filters.allSkills"),
          SKILL_LEVELS.map((s) => [s, t(`players.skills.${s}`)]),
        )}
        {select(
          "teamId",
          t("players.filters.team"),
          t("players.filters.allTeams"),
          teams.map((tm) => [tm.id, tm.name]),
        )}
        {select(
          "trade",
          t("players.filters.trade"),
          t("players.filters.allTrades"),
          trades.map((tr) => [tr, tr]),
        )}
        <button type="submit" className="btn btn-outline">
          {t("players.applyFilters")}
        </button>
      </FilterForm>
      <p className="mb-4 text-sm" role="status" aria-live="polite" data-testid="players-count">
        {t("players.showing", { current: players.length, matching, total: totals.total })}
      </p>
      {players.length === 0 ? (
        <EmptyState
          icon={UserX}
          title={t("players.noPlayers")}
          text={filtered ? t("players.noPlayersFiltered") : t("players.noPlayersFirst")}
          action={
            filtered ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={clearAll}>
                {t("players.clearFilters")}
              </button>
            ) : canManage ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
                {t("players.add")}
              </button>
            ) : (
              <SignInToManage />
            )
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="player-grid">
          {players.map((p) => (
            <li key={p.id} className="card bg-base-100 shadow" data-testid="player-card">
              <div className="card-body gap-2 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="card-title text-lg">
                    <Link
                      to={`/players/${p.id}`}
                      className="link-hover inline-flex min-h-6 items-center"
                      data-testid="player-link"
                    >
                      {p.firstName} {p.lastName}
                    </Link>
                  </h2>
                  <span className="badge badge-neutral font-mono">
                    {p.jerseyNumber != null ? t("players.jersey", { number: p.jerseyNumber }) : t("players.noNumber")}
                  </span>
                </div>
                <p className="text-sm">
                  {teamName.get(p.teamId)} · {t(`players.positions.${p.position}`)}
                  {p.status !== "active" ? ` · ${t("players.statusLabels.inactive")}` : ""}
                </p>
                <SkillBar level={p.skillLevel} />
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setSelected(p)}
                    aria-label={`${t("players.viewProfile")}: ${p.firstName} ${p.lastName}`}
                  >
                    {t("players.viewProfile")}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {matching > players.length ? (
        <div className="mt-6 flex justify-center">
          <Link to={`?${more}`} replace preventScrollReset className="btn btn-outline" data-testid="players-more">
            {t("players.showMore")}
          </Link>
        </div>
      ) : null}
      {canManage ? <AddPlayerDialog open={adding} onClose={() => setAdding(false)} target={{ teams }} /> : null}
      <Dialog
        open={!!selected}
        onClose={() => setSelected(null)}
        title={selected ? `${selected.firstName} ${selected.lastName}` : t("players.details")}
      >
        {selected ? (
          <>
            <PlayerFacts
              player={selected}
              testId="player-details"
              lead={[
                [t("players.team"), teamName.get(selected.teamId)],
                // Contact details are in the admin shape only.
                ...(canManage
                  ? ([
                      [t("players.email"), selected.email],
                      [t("players.phone"), selected.phone],
                    ] as const)
                  : []),
              ]}
            />
            {/* Outside the list: a <dl> holds only term and definition groups (axe definition-list). */}
            <div className="mt-3">
              <SkillBar level={selected.skillLevel} />
            </div>
            <p className="mt-3 text-sm">
              <Link to={`/players/${selected.id}`} className="link">
                {t("matchCentre.player.open", { name: `${selected.firstName} ${selected.lastName}` })}
              </Link>
            </p>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(PlayersPage);
