import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { trpc } from "~/lib/trpc";
import { toPercentages } from "./format";

/**
 * The model's win/draw/loss percentages of one scheduled match (schedule, team page). All rows share
 * one query; it is fetched again after the page's data is refreshed (a result changed the ratings).
 */
export function MatchProbabilities({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { data } = trpc.insights.matchProbabilities.useQuery();
  const { state } = useRevalidator();
  const refreshing = useRef(false);
  useEffect(() => {
    if (state === "loading") refreshing.current = true;
    else if (refreshing.current) {
      refreshing.current = false;
      // Every row asks; without cancelRefetch they share one request.
      void utils.insights.matchProbabilities.invalidate(undefined, undefined, { cancelRefetch: false });
    }
  }, [state, utils]);

  const p = data?.[matchId];
  if (!p) return null;
  const pct = toPercentages(p);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-base-content/80 tabular-nums" data-testid="match-probabilities">
      <span aria-hidden="true">{t("insights.probabilities.short", { homeValue: pct.home, drawValue: pct.draw, awayValue: pct.away })}</span>
      <span className="sr-only">{`${t("insights.probabilities.home")} ${pct.home}%, ${t("insights.probabilities.draw")} ${pct.draw}%, ${t("insights.probabilities.away")} ${pct.away}%`}</span>
    </span>
  );
}
