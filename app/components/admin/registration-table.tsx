import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Check, Download, Eye, X } from "lucide-react";
import { REGISTRATION_STATUSES, RegistrationFilterSchema } from "@shared/forms/registration-table.schema";
import type { RegistrationPath } from "@shared/forms/review.schema";
import { formatDateTime } from "@shared/format";
import { describeMutationError, validateForm } from "~/lib/forms";
import { answerText } from "@shared/registration-answers";
import { useTRPC } from "~/lib/trpc";
import { BulkReviewDialog } from "./bulk-review-dialog";
import { Pagination, TableSummary } from "./pager";
import { FilterDate, FilterForm, FilterSelect, usePagedTable } from "./paged-table";
import { ReviewDialog, applicantName, type ReviewRequest } from "./review-dialog";
import { StatusBadge } from "./status-badge";
import type { AdminTeam, RegistrationItem } from "./types";

type Filters = { q: string; status: string; teamId: string; from: string; to: string };
const NO_FILTERS: Filters = { q: "", status: "", teamId: "", from: "", to: "" };

/** The filters as the query string of the CSV export (empty ones left out). */
function exportHref(kind: RegistrationPath, f: Filters, lang: string) {
  const params = new URLSearchParams(Object.entries(f).filter(([, v]) => v !== ""));
  params.set("lang", lang);
  return `/api/admin/registrations/${kind}.csv?${params}`;
}

/**
 * One kind's registrations as a server-paged table: search and filters (status, team for players,
 * submission days), selection for one bulk decision, the full application in the review dialog, and
 * the same rows as a CSV download.
 */
export function RegistrationTable({ kind, teams }: { kind: RegistrationPath; teams: AdminTeam[] }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const [bulk, setBulk] = useState<"approved" | "rejected" | null>(null);
  const table = usePagedTable({
    empty: NO_FILTERS,
    pageSize: 20,
    check: (draft) => validateForm(RegistrationFilterSchema, { kind, ...draft }, t).errors,
    useRows: (input) =>
      useQuery(trpc.admin.registrations.queryOptions({ kind, ...input }, { placeholderData: keepPreviousData })),
  });
  const { query, rows, total, page, pages, pageSize, applied } = table;
  const kindName = t(`admin.registrations.${kind}`);

  // A selection belongs to the rows on screen.
  useEffect(() => setSelected(new Set()), [kind, page, pageSize, applied]);

  function toggle(rowId: string, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  }
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const chosen = rows.filter((r) => selected.has(r.id));

  return (
    <div className="space-y-4" data-testid={`registrations-${kind}`}>
      <FilterForm
        table={table}
        label={t("admin.table.filters", { kind: kindName })}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        actionsClassName="sm:col-span-2 lg:col-span-3"
        applyTestId="registrations-apply"
        actions={
          <a
            className="btn btn-outline ml-auto"
            href={exportHref(kind, applied, lang)}
            aria-label={t("admin.table.exportLabel", { kind: kindName })}
            data-testid="registrations-export"
          >
            <Download aria-hidden="true" className="size-4" /> {t("admin.table.export")}
          </a>
        }
      >
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${table.id}-q`} className="text-sm font-medium">
            {t("admin.table.search")}
          </label>
          <input
            id={`${table.id}-q`}
            type="search"
            name="q"
            className="input input-bordered w-full"
            value={table.draft.q}
            onChange={table.set("q")}
            maxLength={100}
            aria-describedby={`${table.id}-q-hint`}
          />
          <p id={`${table.id}-q-hint`} className="text-xs text-base-content/80">
            {t("admin.table.searchHint")}
          </p>
        </div>
        <FilterSelect
          table={table}
          name="status"
          label={t("admin.table.status")}
          any={t("admin.table.anyStatus")}
          options={REGISTRATION_STATUSES.map((s) => [s, t(`admin.status.${s}`)])}
        />
        {kind === "players" ? (
          <FilterSelect
            table={table}
            name="teamId"
            label={t("admin.table.team")}
            any={t("admin.table.anyTeam")}
            options={teams.map((team) => [team.id, team.name])}
          />
        ) : null}
        <FilterDate table={table} name="from" label={t("admin.table.from")} />
        <FilterDate table={table} name="to" label={t("admin.table.to")} />
      </FilterForm>

      <TableSummary
        text={query.isFetching && !query.data ? t("admin.table.loading") : t("admin.table.total", { count: total })}
        pageSize={pageSize}
        onPageSize={table.setPageSize}
        testId="registrations"
      />

      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 p-3" data-testid="bulk-bar">
          <p className="text-sm font-semibold">{t("admin.table.selected", { count: selected.size })}</p>
          <button type="button" className="btn btn-success btn-sm" onClick={() => setBulk("approved")} data-testid="bulk-approve">
            <Check aria-hidden="true" className="size-4" /> {t("admin.table.approveSelected")}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            onClick={() => setBulk("rejected")}
            data-testid="bulk-reject"
          >
            <X aria-hidden="true" className="size-4" /> {t("admin.table.rejectSelected")}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSelected(new Set())}>
            {t("admin.table.clearSelection")}
          </button>
        </div>
      ) : null}

      {query.error ? (
        <p role="alert" className="text-error">
          {describeMutationError(query.error, t("admin.table.loadFailed")).message}
        </p>
      ) : query.data && rows.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80" data-testid="registrations-empty">
          {t("admin.table.none")}
        </p>
      ) : rows.length ? (
        <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm ring-1 ring-base-300">
          <table className="table" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{t("admin.table.caption", { kind: kindName, page, pages, total })}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-10">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={allOnPage}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                    aria-label={t("admin.table.selectPage")}
                    data-testid="select-page"
                  />
                </th>
                <th scope="col">{t("admin.table.applicant")}</th>
                <th scope="col">{t("admin.table.appliedFor")}</th>
                <th scope="col">{t("admin.table.submitted")}</th>
                <th scope="col">{t("admin.table.status")}</th>
                <th scope="col">{t("admin.table.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <Row
                  key={r.id}
                  registration={r}
                  selected={selected.has(r.id)}
                  onSelect={(on) => toggle(r.id, on)}
                  onReview={(decision) => setReview({ registration: r, decision })}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pagination page={page} pages={pages} label={t("admin.table.pagination", { kind: kindName })} onPage={table.setPage} />

      <ReviewDialog request={review} onClose={() => setReview(null)} />
      <BulkReviewDialog
        kind={kind}
        decision={bulk}
        registrations={chosen}
        onClose={() => setBulk(null)}
        onDone={() => setSelected(new Set())}
      />
    </div>
  );
}

function Row({
  registration: r,
  selected: isSelected,
  onSelect,
  onReview,
}: {
  registration: RegistrationItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onReview: (decision: "approved" | "rejected" | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = applicantName(r);
  const tr = (key: string) => t(key);
  const appliedFor = r.highlights
    .map((a) => answerText(a, tr, lang))
    .filter(Boolean)
    .join(" · ");
  return (
    <tr data-testid="registration-row" data-status={r.status} data-id={r.id}>
      <td>
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={isSelected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t("admin.table.selectRow", { name })}
        />
      </td>
      <th scope="row" className="min-w-40 font-normal">
        <span className="block font-semibold">{name}</span>
        <a className="link text-sm break-all" href={`mailto:${r.email}`}>
          {r.email}
        </a>
      </th>
      <td className="min-w-40 text-sm">{appliedFor}</td>
      <td className="min-w-32 text-sm">{formatDateTime(lang, r.submittedAt)}</td>
      <td className="min-w-28">
        <StatusBadge status={r.status} kind="registration" />
        {r.reviewNotes ? <p className="mt-1 text-xs italic">{t("admin.registrations.note", { note: r.reviewNotes })}</p> : null}
      </td>
      <td>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onReview(null)}
            aria-label={t("admin.table.viewFor", { name })}
            data-testid="registration-view"
          >
            <Eye aria-hidden="true" className="size-4" /> {t("admin.table.view")}
          </button>
          {r.status !== "approved" ? (
            <button
              type="button"
              className="btn btn-success btn-sm"
              onClick={() => onReview("approved")}
              aria-label={t("admin.registrations.approveFor", { name })}
            >
              <Check aria-hidden="true" className="size-4" /> {t("admin.review.approve")}
            </button>
          ) : null}
          {r.status !== "rejected" ? (
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm"
              onClick={() => onReview("rejected")}
              aria-label={t("admin.registrations.rejectFor", { name })}
            >
              <X aria-hidden="true" className="size-4" /> {t("admin.review.reject")}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
