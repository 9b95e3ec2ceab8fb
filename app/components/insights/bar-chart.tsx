import { useId } from "react";
import { useTranslation } from "~/lib/translations";

export type Bar = { label: string; value: number; display: string };

/** In viewBox units; the drawing scales to the card, so these stay readable at card widths. */
const ROW = 34;
const LABEL_WIDTH = 160;
const WIDTH = 460;
const FONT = 16;

/**
 * A horizontal bar chart drawn as SVG on the server (in the first HTML, no chart library to load),
 * with the same figures in a table for screen readers: the drawing itself is hidden from them.
 */
export function BarChart({
  title,
  bars,
  labelHeader,
  valueHeader,
  testId,
}: {
  title: string;
  bars: Bar[];
  labelHeader: string;
  valueHeader: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * ROW + 8;
  const barSpace = WIDTH - LABEL_WIDTH - 80;
  return (
    <figure className="card bg-base-100 shadow" aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className="card-body gap-3">
        <h3 id={`${id}-title`} className="card-title text-lg">
          {title}
        </h3>
        {bars.length === 0 ? (
          <p className="text-base-content/80">{t("insights.analytics.empty")}</p>
        ) : (
          <>
            <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
              {bars.map((b, i) => {
                const y = i * ROW + 4;
                const w = Math.max(2, (b.value / max) * barSpace);
                return (
                  <g key={b.label}>
                    <text
                      x={LABEL_WIDTH - 8}
                      y={y + ROW / 2}
                      textAnchor="end"
                      dominantBaseline="middle"
                      fontSize={FONT}
                      className="fill-current"
                    >
                      {b.label.length > 18 ? `${b.label.slice(0, 17)}…` : b.label}
                    </text>
                    <rect x={LABEL_WIDTH} y={y + 4} width={w} height={ROW - 10} rx={3} className="fill-primary" />
                    <text
                      x={LABEL_WIDTH + w + 6}
                      y={y + ROW / 2}
                      dominantBaseline="middle"
                      fontSize={FONT}
                      className="fill-current font-semibold"
                    >
                      {b.display}
                    </text>
                  </g>
                );
              })}
            </svg>
            <table className="sr-only">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeader}</th>
                  <th scope="col">{valueHeader}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((b) => (
                  <tr key={b.label}>
                    <th scope="row">{b.label}</th>
                    <td>{b.display}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </figure>
  );
}
