import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { fetchRead, useRead } from "~/lib/rest";
import type { RouterOutputs } from "../../../routers/index";
import { toPercentages } from "./format";

const PROBABILITIES_PATH = "/api/insights/match-probabilities";

/**
 * The model's win/draw/loss percentages of one scheduled match (schedule, team page). All rows share
 * one read; it is fetched again after the page's data is refreshed (a result changed the ratings).
 */
export function MatchProbabilities({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const { data } = useRead<RouterOutputs["insights"]["matchProbabilities"]>(PROBABILITIES_PATH);
  const { state } = useRevalidator();
  const refreshing = useRef(false);
  useEffect(() => {
    if (state === "loading") refreshing.current = true;
    else if (refreshing.current) {
      refreshing.current = false;
      // Every row asks; they share one request.
      fetchRead(PROBABILITIES_PATH, "join").catch(() => undefined);
    }
  }, [state]);

  const p = data?.[matchId];
  if (!p) return null;
  const pct = toPercentages(p);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-base-content/80 tabular-nums" data-testid="match-probabilities">
      <span aria-hidden="true">
        {t("insights.probabilities.short", { homeValue: pct.home, drawValue: pct.draw, awayValue: pct.away })}
      </span>
      <span className="sr-only">{`${t("insights.probabilities.home")} ${pct.home}%, ${t("insights.probabilities.draw")} ${pct.draw}%, ${t("insights.probabilities.away")} ${pct.away}%`}</span>
    </span>
  );
}
