import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import type { FieldErrors } from "~/lib/forms";

type Filters = Record<string, string>;
type Paged = { data?: { rows: unknown[]; total: number } };
export type PagedInput<F extends Filters> = F & { page: number; pageSize: number };

/**
 * The state of a server-paged admin table (matches, each kind of registration): a draft the filter
 * inputs edit, the filters the query reads (Apply sets them once `check` passes, trimmed, back to page
 * one), Clear, the page and its size. `useRows` runs the table's tRPC query with them (and says whether
 * they are the pristine first page); when a change (a decision, a result) shrinks the rows below the
 * current page, the page follows.
 */
export function usePagedTable<F extends Filters, Q extends Paged>({
  empty,
  pageSize: firstSize,
  check,
  useRows,
}: {
  empty: F;
  pageSize: number;
  check: (draft: F) => FieldErrors | null;
  useRows: (input: PagedInput<F>, pristine: boolean) => Q;
}) {
  const id = useId();
  const [draft, setDraft] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(firstSize);

  // No filter, first page, first size: the rows the page's loader may already have.
  const pristine = page === 1 && pageSize === firstSize && Object.values(applied).every((v) => v === "");
  const query = useRows({ ...applied, page, pageSize }, pristine);
  const rows = (query.data?.rows ?? []) as NonNullable<Q["data"]>["rows"];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (query.data && page > pages) setPage(pages);
  }, [query.data, page, pages]);

  function apply(e: FormEvent) {
    e.preventDefault();
    const found = check(draft);
    if (found) return setErrors(found);
    setErrors({});
    setApplied(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as F);
    setPage(1);
  }
  function clear() {
    setDraft(empty);
    setApplied(empty);
    setErrors({});
    setPage(1);
  }
  return {
    id,
    draft,
    applied,
    errors,
    page,
    setPage,
    pageSize,
    query,
    rows,
    total,
    pages,
    pristine,
    apply,
    clear,
    setPageSize: (size: number) => {
      setSize(size);
      setPage(1);
    },
    set: (key: keyof F & string) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  };
}
export type PagedTable<F extends Filters> = Pick<
  ReturnType<typeof usePagedTable<F, Paged>>,
  "id" | "draft" | "errors" | "apply" | "clear" | "set"
>;

/** The filter form above a paged table: its controls, then Apply, Clear and any `actions`. */
export function FilterForm<F extends Filters>({
  table,
  label,
  className,
  actionsClassName = "",
  applyTestId,
  testId,
  actions,
  children,
}: {
  table: PagedTable<F>;
  label: string;
  className: string;
  actionsClassName?: string;
  applyTestId: string;
  testId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={table.apply}
      className={`rounded-box bg-base-100 p-4 shadow-sm ${className}`}
      data-testid={testId}
    >
      {children}
      <div className={`flex flex-wrap items-end gap-2 ${actionsClassName}`}>
        <button type="submit" className="btn btn-primary" data-testid={applyTestId}>
          {t("admin.table.apply")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={table.clear}>
          {t("admin.table.clear")}
        </button>
        {actions}
      </div>
    </form>
  );
}

/** A choice among codes, "any" first. */
export function FilterSelect<F extends Filters>({
  table,
  name,
  label,
  any,
  options,
}: {
  table: PagedTable<F>;
  name: keyof F & string;
  label: string;
  any: string;
  options: Array<[value: string, text: string]>;
}) {
  const id = `${table.id}-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} className="select select-bordered w-full" value={table.draft[name]} onChange={table.set(name)}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day bound (from / to), with the error the filter schema gives it. */
export function FilterDate<F extends Filters>({
  table,
  name,
  label,
}: {
  table: PagedTable<F>;
  name: keyof F & string;
  label: string;
}) {
  const id = `${table.id}-${name}`;
  const error = table.errors[name];
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        className="input input-bordered w-full"
        value={table.draft[name]}
        onChange={table.set(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      {error ? (
        <p id={errorId} className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
