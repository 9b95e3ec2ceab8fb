import { defineBaseEntity, p } from "./base";

/**
 * A dashboard figure as it was shown at a time (prediction accuracy, insight count…), so a change badge
 * compares with what was really there before rather than with a recomputation on corrected data.
 */
export const MetricSnapshot = defineBaseEntity({
  name: "MetricSnapshot",
  tableName: "metric_snapshots",
  indexes: [{ properties: ["metric", "takenAt"] }],
  properties: {
    metric: p.string(),
    value: p.double(),
    takenAt: p.datetime(),
  },
});
