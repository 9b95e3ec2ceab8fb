/**
 * A tournament of any size to schedule, for the bench and the tests: groups of four named A, B, … (then
 * G27, G28, …), pitches open every day 10:00–22:00 New York time, the first venue's pitches featured.
 */
import { BRACKET } from "../bracket";
import { bracketForGroups } from "./round-robin";
import type { Group, Pitch, ScheduleInput } from "./types";

export function exampleTournament(options: {
  groups: number;
  venues: number;
  pitchesPerVenue: number;
  days: number;
  start?: string;
}): ScheduleInput {
  const start = Date.parse(options.start ?? "2026-06-11T14:00:00Z"); // 10:00 in New York (EDT)
  const groups: Group[] = Array.from({ length: options.groups }, (_, g) => {
    const id = g < 26 ? String.fromCharCode(65 + g) : `G${g + 1}`;
    return { id, teamIds: [1, 2, 3, 4].map((n) => `${id}${n}`) };
  });
  const pitches: Pitch[] = [];
  for (let v = 1; v <= options.venues; v++) {
    for (let p = 1; p <= options.pitchesPerVenue; p++) {
      pitches.push({
        id: `V${v}P${p}`,
        venueId: `V${v}`,
        feature: v === 1,
        windows: Array.from({ length: options.days }, (_, d) => ({
          from: new Date(start + d * 86_400_000).toISOString(),
          to: new Date(start + d * 86_400_000 + 12 * 3_600_000).toISOString(),
        })),
      });
    }
  }
  const bracket = options.groups === 8 ? BRACKET : bracketForGroups(groups.map((g) => g.id));
  return { groups, bracket, pitches, stage: "all" };
}
