import { useTranslation } from "~/lib/translations";

/** Rows per page offered by the admin's server-paged tables. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The count of matching rows (announced as it changes) and the rows-per-page choice, above a paged table. */
export function TableSummary({
  text,
  pageSize,
  onPageSize,
  testId,
}: {
  text: string;
  pageSize: number;
  onPageSize: (size: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p role="status" className="text-sm font-medium" data-testid={`${testId}-total`}>
        {text}
      </p>
      <label className="flex items-center gap-2 whitespace-nowrap text-sm">
        {t("admin.table.pageSize")}
        <select
          className="select select-bordered select-sm"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          data-testid={`${testId}-page-size`}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Previous / "Page n of m" / next below a paged table; nothing when everything fits on one page. */
export function Pagination({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="page-previous"
      >
        {t("admin.table.previous")}
      </button>
      <span className="text-sm" aria-current="page" data-testid="page-of">
        {t("admin.table.pageOf", { page, pages })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="page-next"
      >
        {t("admin.table.next")}
      </button>
    </nav>
  );
}
