/**
 * Dashboard figures as they were shown, kept so a change badge compares with the figure of 30 days ago
 * as it really was (a corrected result then shows as the fall it is, not as a rise against a recomputed past).
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { MetricSnapshot } from "../../db/entities/index";

export type SnapshotMetric = "accuracy" | "insights";

/** The last value written per metric by this process: a figure that has not changed costs no query. */
const lastWritten = new Map<SnapshotMetric, number>();

/** Stores each figure that differs from the last one stored. */
export async function recordSnapshots(em: EntityManager, values: Partial<Record<SnapshotMetric, number>>, now: Date) {
  for (const [metric, value] of Object.entries(values) as [SnapshotMetric, number][]) {
    if (lastWritten.get(metric) === value) continue;
    const latest = await em.findOne(MetricSnapshot, { metric }, { orderBy: { takenAt: "desc" }, fields: ["value"] });
    if (latest == null || Number(latest.value) !== value) {
      // A fork, so nothing else this request's EntityManager holds is flushed with it.
      const fork = em.fork();
      fork.create(MetricSnapshot, { metric, value, takenAt: now }, { partial: true });
      await fork.flush();
    }
    lastWritten.set(metric, value);
  }
}

/** The figure shown at `cutoff` (the last one stored at or before it), or null when none is that old. */
export async function snapshotAt(em: EntityManager, metric: SnapshotMetric, cutoff: Date): Promise<number | null> {
  const row = await em.findOne(
    MetricSnapshot,
    { metric, takenAt: { $lte: cutoff } },
    { orderBy: { takenAt: "desc" }, fields: ["value"] },
  );
  return row ? Number(row.value) : null;
}

/** Tests start from a clean table. */
export function forgetWrittenSnapshots() {
  lastWritten.clear();
}
