import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { ALL_PAGES } from "~/lib/navigation";

/** The header's page search: pages whose name or path holds the query; Enter opens the first. Loaded when first opened. */
export function PageSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const results = useMemo(() => {
    const q = query.trim().toLowerCase();
    return ALL_PAGES.filter((p) => !q || t(p.labelKey).toLowerCase().includes(q) || p.to.includes(q));
  }, [query, t]);
  return (
    <Dialog
      open={open}
      onClose={() => {
        setQuery("");
        onClose();
      }}
      title={t("search.title")}
    >
      <label className="sr-only" htmlFor="page-search">
        {t("search.placeholder")}
      </label>
      <input
        id="page-search"
        className="input input-bordered w-full"
        placeholder={t("search.placeholder")}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && results[0]) {
            navigate(results[0].to);
            setQuery("");
            onClose();
          }
        }}
        autoFocus
      />
      <ul className="menu mt-3 w-full" aria-live="polite">
        {results.length === 0 ? <li className="p-2">{t("search.noResults")}</li> : null}
        {results.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              onClick={() => {
                setQuery("");
                onClose();
              }}
            >
              <p.icon aria-hidden="true" className="size-4" /> {t(p.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
