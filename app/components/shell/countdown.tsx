import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { EVENT_START, timeLeft } from "~/lib/countdown";

/**
 * Days, hours, minutes (and seconds in the ticking variant) to kick-off. The header and home
 * variants refresh every 60 s; zeros once the date has passed.
 */
export function Countdown({ variant = "header", serverNow }: { variant?: "header" | "home" | "seconds"; serverNow: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), variant === "seconds" ? 1000 : 60_000);
    return () => window.clearInterval(id);
  }, [variant]);
  const left = timeLeft(now, EVENT_START);
  const parts: Array<[string, number]> = [
    [t("countdown.days"), left.days],
    [t("countdown.hours"), left.hours],
    [t("countdown.minutes"), left.minutes],
  ];
  if (variant === "seconds") parts.push([t("countdown.seconds"), left.seconds]);
  const label = t("countdown.aria", { days: left.days, hours: left.hours, minutes: left.minutes });
  if (variant === "header") {
    return (
      <p role="timer" className="flex items-center gap-2 text-sm" aria-label={label} data-testid="header-countdown">
        {parts.map(([name, value]) => (
          <span key={name} className="flex items-baseline gap-1" aria-hidden="true">
            <span className="font-mono text-base font-bold tabular-nums">{String(value).padStart(2, "0")}</span>
            <span className="text-xs text-base-content/80">{name}</span>
          </span>
        ))}
      </p>
    );
  }
  return (
    <div role="timer" aria-label={label} className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="home-countdown">
      {parts.map(([name, value]) => (
        <div key={name} className="rounded-box bg-base-100 p-4 text-center shadow" aria-hidden="true">
          <span className="block font-mono text-4xl font-bold tabular-nums">{String(value).padStart(2, "0")}</span>
          <span className="text-sm text-base-content/80">{name}</span>
        </div>
      ))}
    </div>
  );
}
