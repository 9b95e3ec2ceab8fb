import { useTranslation } from "~/lib/translations";
import { Pause, Play, Radio } from "lucide-react";

/** The live-updates switch, and the polite live region that reads score changes aloud. */
export function LiveControls({
  live: { paused, setPaused: onToggle, announcement, reconnecting },
}: {
  /** A page's live matches (useLiveMatches): whether paused, how to pause, what to announce, and the stream's state. */
  live: { paused: boolean; setPaused: (paused: boolean) => void; announcement: string; reconnecting: boolean };
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className={`badge gap-1 ${paused ? "badge-ghost" : "badge-success"}`} data-testid="live-state">
        <Radio aria-hidden="true" className="size-3" />
        {paused
          ? t("tournament.liveFeed.paused")
          : reconnecting
            ? t("tournament.liveFeed.reconnecting")
            : t("tournament.liveFeed.on")}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-pressed={paused}
        onClick={() => onToggle(!paused)}
        data-testid="live-toggle"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? t("tournament.liveFeed.resume") : t("tournament.liveFeed.pause")}
      </button>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcement">
        {announcement}
      </p>
    </div>
  );
}
