import { useEffect, useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { CalendarPlus } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { GROUPS, ROUNDS } from "@shared/forms/match.schema";
import { MATCH_FILTER_STATUSES, MatchFilterSchema } from "@shared/forms/match-table.schema";
import { isAwaitingResult } from "@shared/clock";
import { formatDateTime } from "@shared/format";
import { describeMutationError, validateForm } from "~/lib/forms";
import { useTRPC } from "~/lib/trpc";
import { useServerNow } from "~/lib/use-server-now";
import { CompleteMatchDialog } from "./complete-match-dialog";
import { CreateMatchDialog } from "./create-match-dialog";
import { CreatedMatch } from "./created-match";
import { OfficialsDialog, officialsOf } from "./officials-dialog";
import { Pagination, TableSummary } from "./pager";
import { FilterDate, FilterForm, FilterSelect, usePagedTable } from "./paged-table";
import { StatusBadge } from "./status-badge";
import type { AdminMatch, AdminMatchPage, AdminTeam } from "./types";

const NO_FILTERS = { round: "", group: "", status: "", from: "", to: "" };
const FIRST_PAGE_SIZE = 20;

/**
 * Spec §2: the matches with their teams, status and date, a page at a time from the server, filtered by
 * round, group, status (awaiting result included) and kick-off days; open ones can be completed,
 * completed ones show the score and can be corrected. `firstPage` (unfiltered, 20 rows) comes with the page.
 */
export function MatchesTab({ firstPage, teams }: { firstPage: AdminMatchPage; teams: AdminTeam[] }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const [completing, setCompleting] = useState<AdminMatch | null>(null);
  const [correcting, setCorrecting] = useState<AdminMatch | null>(null);
  const [assigning, setAssigning] = useState<AdminMatch | null>(null);
  // The officials each match has, and the referees to choose from.
  const people = useQuery(trpc.admin.people.queryOptions()).data;
  const now = useServerNow();
  const [createOpen, setCreateOpen] = useState(false);
  // The match just created, shown above the list (in a 48-row paged list it would be hard to find).
  const [created, setCreated] = useState<AdminMatch | null>(null);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const name = (id: string) => names.get(id) ?? t("admin.matches.unknownTeam");

  const table = usePagedTable({
    empty: NO_FILTERS,
    pageSize: FIRST_PAGE_SIZE,
    check: (draft) => validateForm(MatchFilterSchema, draft, t).errors,
    useRows: (input, pristine) =>
      useQuery(
        trpc.admin.matches.queryOptions(input, {
          placeholderData: keepPreviousData,
          initialData: pristine ? firstPage : undefined,
        }),
      ),
  });
  const { query, rows: matches, total, page, pages } = table;
  // After a revalidation (a match created or completed from another tab) the loader's first page is
  // newer than a copy the query may have taken before it finished.
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(trpc.admin.matches.queryKey({ page: 1, pageSize: FIRST_PAGE_SIZE, ...NO_FILTERS }), firstPage);
  }, [queryClient, trpc, firstPage]);

  return (
    <section aria-labelledby="admin-matches" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-matches" className="text-xl font-bold">
          {t("admin.matches.title")}
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreateOpen(true)}>
          <CalendarPlus aria-hidden="true" className="size-4" /> {t("admin.overview.createMatch")}
        </button>
      </div>
      <CreatedMatch match={created} name={name} onOfficials={setAssigning} onDismiss={() => setCreated(null)} />
      <FilterForm
        table={table}
        label={t("admin.matches.filters")}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        actionsClassName="col-span-full"
        applyTestId="matches-apply"
        testId="match-filters"
      >
        <FilterSelect
          table={table}
          name="round"
          label={t("admin.matches.round")}
          any={t("admin.matches.anyRound")}
          options={ROUNDS.map((r) => [r, t(`tournament.rounds.${r}`)])}
        />
        <FilterSelect
          table={table}
          name="group"
          label={t("admin.matches.group")}
          any={t("admin.matches.anyGroup")}
          options={GROUPS.map((g) => [g, t("admin.matches.groupLetter", { group: g })])}
        />
        <FilterSelect
          table={table}
          name="status"
          label={t("admin.matches.status")}
          any={t("admin.matches.anyStatus")}
          options={MATCH_FILTER_STATUSES.map((s) => [
            s,
            s === "awaiting_result" ? t("admin.matches.awaitingResult") : t(`admin.matchStatus.${s}`),
          ])}
        />
        <FilterDate table={table} name="from" label={t("admin.matches.from")} />
        <FilterDate table={table} name="to" label={t("admin.matches.to")} />
      </FilterForm>

      <TableSummary
        text={query.isFetching && !query.data ? t("admin.matches.loading") : t("admin.matches.total", { count: total })}
        pageSize={table.pageSize}
        onPageSize={table.setPageSize}
        testId="matches"
      />

      {query.error ? (
        <p role="alert" className="text-error">
          {describeMutationError(query.error, t("admin.matches.loadFailed")).message}
        </p>
      ) : total === 0 && table.pristine ? (
        <EmptyState title={t("admin.matches.empty")} />
      ) : matches.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80" data-testid="matches-empty">
          {t("admin.matches.none")}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-box bg-base-100 shadow-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="admin-matches"
        >
          <table className="table" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{t("admin.matches.caption", { page, pages, total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.matches.date")}</th>
                <th scope="col">{t("admin.matches.round")}</th>
                <th scope="col">{t("admin.matches.fixture")}</th>
                <th scope="col">{t("admin.matches.status")}</th>
                <th scope="col">{t("admin.matches.result")}</th>
                <th scope="col">{t("admin.officials.column")}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => {
                const open = m.status === "scheduled" || m.status === "live";
                const overdue = isAwaitingResult(m, now);
                const fixture = { home: name(m.homeTeamId), away: name(m.awayTeamId) };
                return (
                  <tr
                    key={m.id}
                    data-testid="admin-match-row"
                    data-match-id={m.id}
                    data-status={m.status}
                    data-awaiting-result={overdue || undefined}
                  >
                    <td className="whitespace-nowrap">{formatDateTime(i18n.language, m.matchDate)}</td>
                    <td>{t(`tournament.rounds.${m.round}`, { defaultValue: m.round })}</td>
                    <td>
                      <span className="font-medium">{name(m.homeTeamId)}</span>{" "}
                      <span className="text-base-content/80">{t("admin.matches.vs")}</span>{" "}
                      <span className="font-medium">{name(m.awayTeamId)}</span>
                    </td>
                    <td>
                      {overdue ? (
                        <span
                          className="badge badge-warning whitespace-nowrap"
                          title={t("admin.matches.awaitingResultHint")}
                          data-testid="awaiting-result"
                        >
                          {t("admin.matches.awaitingResult")}
                        </span>
                      ) : (
                        <StatusBadge status={m.status} kind="match" />
                      )}
                    </td>
                    <td>
                      {m.status === "completed" ? (
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="whitespace-nowrap font-semibold" data-testid="final-score">
                            {t("admin.matches.finalScore", { home: m.homeScore ?? 0, away: m.awayScore ?? 0 })}
                          </span>
                          {m.signedOffAt ? (
                            <span
                              className="badge badge-info whitespace-nowrap"
                              title={formatDateTime(i18n.language, m.signedOffAt)}
                              data-testid="signed-off"
                            >
                              {t("admin.officials.signedOff")}
                            </span>
                          ) : null}
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm whitespace-nowrap"
                            onClick={() => setCorrecting(m)}
                            aria-label={t("admin.matches.correctFor", fixture)}
                          >
                            {t("admin.matches.correct")}
                          </button>
                        </div>
                      ) : open ? (
                        <button
                          type="button"
                          className="btn btn-outline btn-sm whitespace-nowrap"
                          onClick={() => setCompleting(m)}
                          aria-label={t("admin.matches.completeFor", fixture)}
                        >
                          {t("admin.matches.complete")}
                        </button>
                      ) : null}
                    </td>
                    <td>
                      <OfficialsCell
                        officials={officialsOf(people ?? [], m.id)}
                        label={t("admin.officials.editFor", fixture)}
                        onEdit={() => setAssigning(m)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} label={t("admin.matches.pagination")} onPage={table.setPage} />
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
      <OfficialsDialog
        match={assigning}
        fixture={
          assigning ? t("admin.officials.fixture", { home: name(assigning.homeTeamId), away: name(assigning.awayTeamId) }) : ""
        }
        people={people}
        onClose={() => setAssigning(null)}
      />
      <CreateMatchDialog open={createOpen} onClose={() => setCreateOpen(false)} teams={teams} onCreated={setCreated} />
    </section>
  );
}

/** A match's referee and assistants, and the button that changes them. */
function OfficialsCell({
  officials,
  label,
  onEdit,
}: {
  officials: ReturnType<typeof officialsOf>;
  label: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const named = (["referee", "assistant_1", "assistant_2"] as const).flatMap((position) => {
    const p = officials[position];
    return p ? [{ position, name: `${p.firstName} ${p.lastName}`.trim() }] : [];
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {named.length ? (
        <ul className="text-sm" data-testid="match-officials">
          {named.map((o) => (
            <li key={o.position} className="whitespace-nowrap">
              {t("admin.officials.named", { position: t(`admin.officials.positions.${o.position}`), name: o.name })}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-sm whitespace-nowrap"
        onClick={onEdit}
        aria-label={label}
        data-testid="officials-edit"
      >
        {t("admin.officials.edit")}
      </button>
    </div>
  );
}
