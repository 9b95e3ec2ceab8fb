import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Pause, Play } from "lucide-react";

/** Spec §9: the statistic cards rotate every 4 s. */
export const STAT_ROTATION_MS = 4000;

export type Stat = { key: string; value: string; to: string };

/**
 * Four headline figures: one featured at a time, rotating every 4 s, with dots to pick one and a
 * pause button (moving content must be stoppable). Each card is a link to its page.
 */
export function StatsCarousel({ stats }: { stats: Stat[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (paused || hovered) return;
    const id = window.setInterval(() => setActive((i) => (i + 1) % stats.length), STAT_ROTATION_MS);
    return () => window.clearInterval(id);
  }, [paused, hovered, stats.length]);

  return (
    <section
      aria-labelledby="stats-title"
      className="space-y-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="flex items-center justify-between">
        <h2 id="stats-title" className="text-2xl font-bold">
          {t("home.statsTitle")}
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          data-testid="stats-pause"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {paused ? t("home.resume") : t("home.pause")}
        </button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="stat-cards">
        {stats.map((s, i) => (
          <li key={s.key}>
            <button
              type="button"
              onClick={() => navigate(s.to)}
              className={`card w-full cursor-pointer text-left transition ${i === active ? "bg-primary text-primary-content shadow-lg" : "bg-base-100"}`}
              data-active={i === active}
              data-testid={`stat-${s.key}`}
            >
              <span className="card-body p-5">
                <span className="text-4xl font-extrabold tabular-nums">{s.value}</span>
                <span className="text-sm font-medium">{t(`home.stats.${s.key}`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div role="group" aria-label={t("home.statsDots")} className="flex justify-center gap-1">
        {stats.map((s, i) => (
          <button
            key={s.key}
            type="button"
            className="grid size-6 place-items-center rounded-full"
            onClick={() => setActive(i)}
            aria-label={t("home.statDot", { n: i + 1, total: stats.length })}
            aria-current={i === active ? "true" : undefined}
          >
            <span
              aria-hidden="true"
              className={`block size-3 rounded-full ${i === active ? "bg-primary" : "bg-base-content/40"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
