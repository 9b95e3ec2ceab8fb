import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translations";

/** "How is this computed?": a figure's definition, one click away (a native disclosure, keyboard-ready). */
export function Definition({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="text-xs" data-testid="definition">
      <summary className="inline-flex min-h-6 cursor-pointer items-center link link-hover text-base-content/80">
        {t("insights.howComputed")}
      </summary>
      <p className="mt-1 text-base-content/80">{children}</p>
    </details>
  );
}

/** Marks a figure shown for lack of data: the specification's example, not a measurement. */
export function ExampleBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge-sm badge-warning" data-testid="example-badge">
      {t("insights.example")}
    </span>
  );
}
