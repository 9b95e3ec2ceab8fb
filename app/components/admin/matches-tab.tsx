import { useEffect, useId, useState, type FormEvent } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { CalendarPlus } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { GROUPS, ROUNDS } from "~/forms/match.schema";
import { MATCH_FILTER_STATUSES, MatchFilterSchema } from "~/forms/match-table.schema";
import { isAwaitingResult } from "~/lib/clock";
import { formatDateTime } from "~/lib/format";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { useServerNow } from "~/lib/use-server-now";
import { CompleteMatchDialog } from "./complete-match-dialog";
import { CreateMatchDialog } from "./create-match-dialog";
import { Pagination, TableSummary } from "./pager";
import { StatusBadge } from "./status-badge";
import type { AdminMatch, AdminMatchPage, AdminTeam } from "./types";

type Filters = { round: string; group: string; status: string; from: string; to: string };
const NO_FILTERS: Filters = { round: "", group: "", status: "", from: "", to: "" };
const FIRST_PAGE_SIZE = 20;

/**
 * Spec §2: the matches with their teams, status and date, a page at a time from the server, filtered by
 * round, group, status (awaiting result included) and kick-off days; open ones can be completed,
 * completed ones show the score and can be corrected. `firstPage` (unfiltered, 20 rows) comes with the page.
 */
export function MatchesTab({ firstPage, teams }: { firstPage: AdminMatchPage; teams: AdminTeam[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [completing, setCompleting] = useState<AdminMatch | null>(null);
  const [correcting, setCorrecting] = useState<AdminMatch | null>(null);
  const now = useServerNow();
  const [createOpen, setCreateOpen] = useState(false);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FIRST_PAGE_SIZE);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const name = (id: string) => names.get(id) ?? t("admin.matches.unknownTeam");

  const unfiltered = page === 1 && pageSize === FIRST_PAGE_SIZE && Object.values(applied).every((v) => v === "");
  const query = trpc.admin.matches.useQuery(
    { page, pageSize, ...applied },
    { placeholderData: keepPreviousData, initialData: unfiltered ? firstPage : undefined },
  );
  // After a revalidation (a match created or completed from another tab) the loader's first page is
  // newer than a copy the query may have taken before it finished.
  const utils = trpc.useUtils();
  useEffect(() => {
    utils.admin.matches.setData({ page: 1, pageSize: FIRST_PAGE_SIZE, ...NO_FILTERS }, firstPage);
  }, [utils, firstPage]);
  const matches = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A result or a new match can move rows out of the current filters, below the current page.
  useEffect(() => {
    if (query.data && page > pages) setPage(pages);
  }, [query.data, page, pages]);

  function apply(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(MatchFilterSchema, draft, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    setApplied(draft);
    setPage(1);
  }
  function clear() {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setErrors({});
    setPage(1);
  }
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const errorId = (key: string) => (errors[key] ? `${id}-${key}-error` : undefined);
  const select = (key: "round" | "group" | "status", label: string, any: string, options: Array<[string, string]>) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">{label}</label>
      <select id={`${id}-${key}`} name={key} className="select select-bordered w-full" value={draft[key]} onChange={set(key)}>
        <option value="">{any}</option>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
    </div>
  );
  const day = (key: "from" | "to") => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">{t(`admin.matches.${key}`)}</label>
      <input id={`${id}-${key}`} type="date" name={key} className="input input-bordered w-full" value={draft[key]} onChange={set(key)} aria-invalid={errors[key] ? true : undefined} aria-describedby={errorId(key)} />
      {errors[key] ? <p id={errorId(key)} className="text-sm text-error" data-testid="field-error">{errors[key]}</p> : null}
    </div>
  );

  return (
    <section aria-labelledby="admin-matches" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-matches" className="text-xl font-bold">{t("admin.matches.title")}</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreateOpen(true)}>
          <CalendarPlus aria-hidden="true" className="size-4" /> {t("admin.overview.createMatch")}
        </button>
      </div>
      <form role="search" aria-label={t("admin.matches.filters")} noValidate onSubmit={apply} className="grid grid-cols-2 gap-3 rounded-box bg-base-100 p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-5" data-testid="match-filters">
        {select("round", t("admin.matches.round"), t("admin.matches.anyRound"), ROUNDS.map((r) => [r, t(`tournament.rounds.${r}`)]))}
        {select("group", t("admin.matches.group"), t("admin.matches.anyGroup"), GROUPS.map((g) => [g, t("admin.matches.groupLetter", { group: g })]))}
        {select("status", t("admin.matches.status"), t("admin.matches.anyStatus"), MATCH_FILTER_STATUSES.map((s) => [s, s === "awaiting_result" ? t("admin.matches.awaitingResult") : t(`admin.matchStatus.${s}`)]))}
        {day("from")}
        {day("to")}
        <div className="col-span-full flex flex-wrap items-end gap-2">
          <button type="submit" className="btn btn-primary" data-testid="matches-apply">{t("admin.table.apply")}</button>
          <button type="button" className="btn btn-ghost" onClick={clear}>{t("admin.table.clear")}</button>
        </div>
      </form>

      <TableSummary
        text={query.isFetching && !query.data ? t("admin.matches.loading") : t("admin.matches.total", { count: total })}
        pageSize={pageSize}
        onPageSize={(size) => { setPageSize(size); setPage(1); }}
        testId="matches"
      />

      {query.error ? (
        <p role="alert" className="text-error">{describeMutationError(query.error, t("admin.matches.loadFailed")).message}</p>
      ) : total === 0 && unfiltered ? (
        <EmptyState title={t("admin.matches.empty")} />
      ) : matches.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80" data-testid="matches-empty">{t("admin.matches.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm">
          <table className="table" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{t("admin.matches.caption", { page, pages, total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.matches.date")}</th>
                <th scope="col">{t("admin.matches.round")}</th>
                <th scope="col">{t("admin.matches.fixture")}</th>
                <th scope="col">{t("admin.matches.status")}</th>
                <th scope="col">{t("admin.matches.result")}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => {
                const open = m.status === "scheduled" || m.status === "live";
                const overdue = isAwaitingResult(m, now);
                const fixture = { home: name(m.homeTeamId), away: name(m.awayTeamId) };
                return (
                  <tr key={m.id} data-testid="admin-match-row" data-match-id={m.id} data-status={m.status} data-awaiting-result={overdue || undefined}>
                    <td className="whitespace-nowrap">{formatDateTime(i18n.language, m.matchDate)}</td>
                    <td>{t(`tournament.rounds.${m.round}`, { defaultValue: m.round })}</td>
                    <td>
                      <span className="font-medium">{name(m.homeTeamId)}</span> <span className="text-base-content/80">{t("admin.matches.vs")}</span>{" "}
                      <span className="font-medium">{name(m.awayTeamId)}</span>
                    </td>
                    <td>
                      {overdue ? (
                        <span className="badge badge-warning whitespace-nowrap" title={t("admin.matches.awaitingResultHint")} data-testid="awaiting-result">
                          {t("admin.matches.awaitingResult")}
                        </span>
                      ) : (
                        <StatusBadge status={m.status} kind="match" />
                      )}
                    </td>
                    <td>
                      {m.status === "completed" ? (
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="whitespace-nowrap font-semibold" data-testid="final-score">{t("admin.matches.finalScore", { home: m.homeScore ?? 0, away: m.awayScore ?? 0 })}</span>
                          <button type="button" className="btn btn-ghost btn-sm whitespace-nowrap" onClick={() => setCorrecting(m)} aria-label={t("admin.matches.correctFor", fixture)}>
                            {t("admin.matches.correct")}
                          </button>
                        </div>
                      ) : open ? (
                        <button type="button" className="btn btn-outline btn-sm whitespace-nowrap" onClick={() => setCompleting(m)} aria-label={t("admin.matches.completeFor", fixture)}>
                          {t("admin.matches.complete")}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} label={t("admin.matches.pagination")} onPage={setPage} />
      <CompleteMatchDialog
        match={completing}
        home={completing ? name(completing.homeTeamId) : ""}
        away={completing ? name(completing.awayTeamId) : ""}
        onClose={() => setCompleting(null)}
      />
      <CompleteMatchDialog
        correcting
        match={correcting}
        home={correcting ? name(correcting.homeTeamId) : ""}
        away={correcting ? name(correcting.awayTeamId) : ""}
        onClose={() => setCorrecting(null)}
      />
      <CreateMatchDialog open={createOpen} onClose={() => setCreateOpen(false)} teams={teams} />
    </section>
  );
}
