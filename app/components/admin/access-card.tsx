import type { ComponentType, ReactNode } from "react";

/** The Access tab's writes post to /admin; a post without JavaScript comes back to this tab, not the first. */
export const ACCESS_ACTION = "/admin?tab=access";

/** One card of the Access tab (API tokens, webhooks, password): a titled section, its intro, then its form and list. */
export function AccessCard({
  id,
  icon: Icon,
  title,
  text,
  children,
}: {
  id: string;
  icon?: ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={id} className="card-title text-lg">
          {Icon ? <Icon aria-hidden="true" className="size-5" /> : null} {title}
        </h2>
        <p className="text-sm text-base-content/80">{text}</p>
        {children}
      </div>
    </section>
  );
}

/** Codes a token or an endpoint carries (scopes, events), as a labelled row of badges. */
export function CodeBadges({ label, values }: { label: string; values: string[] }) {
  return (
    <p className="flex flex-wrap gap-1" aria-label={label}>
      {values.map((value) => (
        <span key={value} className="badge badge-outline badge-sm font-mono">
          {value}
        </span>
      ))}
    </p>
  );
}
