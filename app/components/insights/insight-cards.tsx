import { useTranslation } from "~/lib/translations";
import { Lightbulb } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDateTime } from "@shared/format";
import type { Insight } from "./types";

/** Spec: alert destructive, recommendation default, others secondary. */
const TYPE_BADGE: Record<string, string> = { alert: "badge-error", recommendation: "badge-primary" };
/** Spec: high red, medium yellow, else green. */
const IMPACT_BADGE: Record<string, string> = { high: "badge-error", medium: "badge-warning" };

/** The insight cards; clicking (or Enter/Space on) one selects it and shows its details. */
export function InsightCards({
  insights,
  selected,
  onSelect,
}: {
  insights: Insight[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (!insights.length)
    return <EmptyState title={t("insights.cards.empty")} text={t("insights.cards.emptyText")} icon={Lightbulb} />;
  const current = insights.find((i) => i.id === selected);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <ul className="grid gap-3 md:grid-cols-2" data-testid="insight-list">
        {insights.map((insight) => (
          <li key={insight.id}>
            <button
              type="button"
              aria-pressed={insight.id === selected}
              onClick={() => onSelect(insight.id)}
              className={`card h-full w-full bg-base-100 text-left shadow transition hover:shadow-md ${insight.id === selected ? "ring-2 ring-primary" : ""}`}
              data-testid="insight-card"
              data-insight-id={insight.id}
            >
              <span className="card-body gap-2">
                <span className="flex flex-wrap items-start justify-between gap-2">
                  <span className="font-semibold">{insight.title}</span>
                  <span className={`badge ${TYPE_BADGE[insight.type] ?? "badge-secondary"}`}>
                    {t(`insights.cards.types.${insight.type}`)}
                  </span>
                </span>
                <span className="text-sm text-base-content/80">{insight.description}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="tabular-nums">
                    {insight.confidence == null
                      ? t("insights.cards.ruleBased")
                      : t("insights.cards.confidence", { value: insight.confidence })}
                  </span>
                  <span className={`badge badge-sm ${IMPACT_BADGE[insight.impact] ?? "badge-success"}`}>
                    {t(`insights.cards.impact.${insight.impact}`)}
                  </span>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <aside className="card h-fit bg-base-100 shadow" aria-labelledby="insight-selected" aria-live="polite">
        <div className="card-body gap-2">
          <h2 id="insight-selected" className="card-title text-base">
            {t("insights.cards.selected")}
          </h2>
          {current ? (
            <div data-testid="insight-detail" className="space-y-2 text-sm">
              <p className="font-semibold">{current.title}</p>
              <p>{current.description}</p>
              <p>
                {t("insights.cards.category")}:{" "}
                {t(`insights.cards.categories.${current.category}`, { defaultValue: current.category })}
              </p>
              <p data-testid="insight-basis">{t(`insights.cards.basis.${current.basis}`)}</p>
              {current.actionable ? <p className="badge badge-outline">{t("insights.cards.actionable")}</p> : null}
              <p className="text-base-content/80">
                {t("insights.cards.computedAt", { time: formatDateTime(i18n.language, current.timestamp) })}
              </p>
            </div>
          ) : (
            <p className="text-sm text-base-content/80">{t("insights.cards.selectHint")}</p>
          )}
        </div>
      </aside>
    </div>
  );
}
