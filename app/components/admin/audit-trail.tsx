import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { AuditPageSchema } from "@shared/forms/people.schema";
import { formatDateTime } from "@shared/format";
import { describeMutationError, validateForm } from "~/lib/forms";
import { useTRPC } from "~/lib/trpc";
import { Pagination, TableSummary } from "./pager";
import { FilterForm, FilterSelect, usePagedTable } from "./paged-table";
import type { AdminAuditRow } from "./types";

const NO_FILTERS = { action: "", actorId: "" };

/**
 * Who did what (docs/decisions/111): the audit trail, newest first, a page at a time — when,
 * who (the person, and the API token the change came with), what (a translated label; an action this
 * page does not know yet is shown as kept) and what it was about. Results and live events keep their
 * own trail beside each match (the result history of the matches tab and the console).
 */
export function AuditTrail() {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const table = usePagedTable({
    empty: NO_FILTERS,
    pageSize: 20,
    check: (draft) => validateForm(AuditPageSchema, draft, t).errors,
    useRows: (input) => useQuery(trpc.admin.auditEvents.queryOptions(input, { placeholderData: keepPreviousData })),
  });
  const { query, total, page, pages } = table;
  const rows = table.rows as AdminAuditRow[];
  // Labels are kept as area → verb; an action this page does not know yet is shown as stored.
  const actionLabel = (action: string) =>
    /^\w+\.\w+$/.test(action) ? t(`admin.audit.actions.${action}`, { defaultValue: action }) : action;

  return (
    <section aria-labelledby="admin-audit" className="space-y-4" data-testid="audit-trail">
      <h2 id="admin-audit" className="text-xl font-bold">
        {t("admin.audit.title")}
      </h2>
      <p className="text-sm text-base-content/80">{t("admin.audit.intro")}</p>
      <FilterForm
        table={table}
        label={t("admin.audit.filters")}
        className="grid gap-3 sm:grid-cols-2"
        actionsClassName="col-span-full"
        applyTestId="audit-apply"
      >
        <FilterSelect
          table={table}
          name="action"
          label={t("admin.audit.action")}
          any={t("admin.audit.anyAction")}
          options={(query.data?.actions ?? []).map((a) => [a, actionLabel(a)])}
        />
        <FilterSelect
          table={table}
          name="actorId"
          label={t("admin.audit.who")}
          any={t("admin.audit.anyone")}
          options={(query.data?.actors ?? []).map((a) => [a.id, a.name])}
        />
      </FilterForm>
      <TableSummary
        text={query.isFetching && !query.data ? t("admin.audit.loading") : t("admin.audit.total", { count: total })}
        pageSize={table.pageSize}
        onPageSize={table.setPageSize}
        testId="audit"
      />
      {query.error ? (
        <p role="alert" className="text-error">
          {describeMutationError(query.error, t("admin.audit.loadFailed")).message}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80" data-testid="audit-empty">
          {t("admin.audit.none")}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-box bg-base-100 shadow-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="admin-audit"
        >
          <table className="table" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{t("admin.audit.caption", { page, pages, total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.audit.when")}</th>
                <th scope="col">{t("admin.audit.who")}</th>
                <th scope="col">{t("admin.audit.action")}</th>
                <th scope="col">{t("admin.audit.subject")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="audit-row" data-action={row.action}>
                  <td className="whitespace-nowrap">{formatDateTime(i18n.language, row.at)}</td>
                  <td className="break-words" data-testid="audit-who">
                    {row.actor ?? t("admin.audit.server")}
                    {row.token ? (
                      <span className="block text-sm text-base-content/80">{t("admin.audit.token", { name: row.token })}</span>
                    ) : null}
                  </td>
                  <td>{actionLabel(row.action)}</td>
                  <td className="break-words" data-testid="audit-subject">
                    {subjectOf(row, t) || "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} label={t("admin.audit.pagination")} onPage={table.setPage} />
    </section>
  );
}

/** What a row was about, in words: the match, the teams, the person and any name it kept. */
function subjectOf(row: AdminAuditRow, t: (key: string, vars?: Record<string, unknown>) => string) {
  return [
    row.match ? t("admin.audit.match", { match: row.match }) : null,
    row.teams.length ? t("admin.audit.teams", { teams: row.teams.join(", "), count: row.teams.length }) : null,
    row.person,
    row.about,
  ]
    .filter(Boolean)
    .join(" · ");
}
