import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ArrowLeft } from "lucide-react";

export type Crumb = { label: string; to?: string };

/** Shared page header (spec §2): breadcrumbs, optional back button, badge, kicker, title, subtitle, description, actions. */
export function PageHeader({
  title,
  subtitle,
  description,
  kicker,
  badge,
  breadcrumbs,
  back,
  actions,
}: {
  title: string;
  subtitle?: string;
  description?: string;
  kicker?: string;
  badge?: string;
  breadcrumbs?: Crumb[];
  back?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="mb-8 space-y-3">
      {breadcrumbs?.length ? (
        <nav aria-label={t("common.breadcrumb")} className="breadcrumbs text-sm">
          <ul>
            {breadcrumbs.map((c, i) => (
              <li key={i}>
                {c.to ? (
                  <Link to={c.to} className="link-hover">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page">{c.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {back ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {t("common.back")}
        </button>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          {badge ? <span className="badge badge-primary">{badge}</span> : null}
          {kicker ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{kicker}</p> : null}
          <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
          {subtitle ? <p className="text-lg font-medium">{subtitle}</p> : null}
          {description ? <p className="max-w-3xl text-base-content/80">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
