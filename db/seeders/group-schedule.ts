import { ATLANTA_VENUES, GROUPS } from "./data";

export type ScheduledFixture = { group: string; home: number; away: number; matchDate: Date; venue: string };

/** Round-robin order inside a group of four (indexes of the group's teams), three matchdays. */
const MATCHDAYS: Array<Array<[number, number]>> = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [3, 1],
  ],
  [
    [3, 0],
    [1, 2],
  ],
];
export const KICKOFF_HOURS_UTC = [16, 19, 22, 23];

/**
 * The 48 group-stage fixtures from 2026-06-11: each matchday spreads over four days, two groups a day,
 * so every team rests at least three days between games. Returns indexes into the seed team list.
 */
export function groupStageFixtures(start = Date.UTC(2026, 5, 11)): ScheduledFixture[] {
  const fixtures: ScheduledFixture[] = [];
  MATCHDAYS.forEach((pairs, matchday) => {
    GROUPS.forEach((group, g) => {
      const day = matchday * 4 + Math.floor(g / 2);
      pairs.forEach(([h, a], i) => {
        const slot = (g % 2) * 2 + i;
        fixtures.push({
          group,
          home: g * 4 + h,
          away: g * 4 + a,
          matchDate: new Date(start + day * 86_400_000 + KICKOFF_HOURS_UTC[slot] * 3_600_000),
          venue: ATLANTA_VENUES[(g + matchday * 2 + i) % ATLANTA_VENUES.length],
        });
      });
    });
  });
  return fixtures;
}
