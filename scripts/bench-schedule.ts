// npx tsx scripts/bench-schedule.ts — the schedule generator (shared/tournament/schedule) on the
// tournament's size and on a 128-team one: wall time (median of 3 in one process, HiGHS's WebAssembly
// loaded by the first run), the summed objective of the sub-models, what was placed, left unplaced or
// taken back by the re-check, and the checker's verdict. Targets: 32 teams ≤ 5 s, 128 teams ≤ 60 s.
// Decision 127 records the figures (and GLPK's, from before it was dropped).
import { checkSchedule } from "@shared/tournament/schedule/check";
import { exampleTournament } from "@shared/tournament/schedule/example-tournament";
import { proposeSchedule } from "@shared/tournament/schedule/propose";
import type { ScheduleInput } from "@shared/tournament/schedule/types";
import { printTable } from "./bench-table";

type Case = { name: string; input: ScheduleInput; targetMs: number; timeLimitSeconds: number };

const CASES: Case[] = [
  {
    name: "32 teams, 6 pitches, 12 days",
    input: exampleTournament({ groups: 8, venues: 3, pitchesPerVenue: 2, days: 12 }),
    targetMs: 5_000,
    timeLimitSeconds: 4,
  },
  // With 48 h rest a finalist's seven matches lie at least 6 × 50 h apart, landing on days 0, 2, … 12 of
  // 10:00–20:00 kick-offs: 12 days cannot hold the final and third place. Two ways to make room:
  {
    name: "32 teams, 6 pitches, 12 days, rest 30 h",
    input: { ...exampleTournament({ groups: 8, venues: 3, pitchesPerVenue: 2, days: 12 }), settings: { minRestHours: 30 } },
    targetMs: 5_000,
    timeLimitSeconds: 4,
  },
  {
    name: "32 teams, 6 pitches, 14 days",
    input: exampleTournament({ groups: 8, venues: 3, pitchesPerVenue: 2, days: 14 }),
    targetMs: 5_000,
    timeLimitSeconds: 4,
  },
  {
    name: "128 teams, 8 pitches, 21 days",
    input: exampleTournament({ groups: 32, venues: 4, pitchesPerVenue: 2, days: 21 }),
    targetMs: 60_000,
    timeLimitSeconds: 50,
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: string[][] = [
  ["case", "median ms", "runs ms", "target", "objective", "placed", "unplaced", "taken back", "conflicts"],
];

for (const c of CASES) {
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof proposeSchedule>> | null = null;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    last = await proposeSchedule(c.input, 1, { timeLimitSeconds: c.timeLimitSeconds });
    times.push(performance.now() - started);
  }
  const p = last!;
  const conflicts = checkSchedule({ ...c.input, matches: p.matches }).length;
  const objective = p.solves.reduce((sum, s) => sum + s.objective, 0);
  const ms = median(times);
  rows.push([
    c.name,
    ms.toFixed(0),
    times.map((t) => t.toFixed(0)).join("/"),
    `${ms <= c.targetMs ? "≤" : "MISSED >"} ${c.targetMs / 1000} s`,
    objective.toFixed(1),
    String(p.matches.length),
    p.unplaced.length
      ? `${p.unplaced.length} (${p.unplaced
          .slice(0, 4)
          .map((u) => u.key)
          .join(", ")}${p.unplaced.length > 4 ? ", …" : ""})`
      : "0",
    String(p.takenBack.length),
    String(conflicts),
  ]);
  console.error(
    `${c.name}: ${ms.toFixed(0)} ms; solves ${p.solves.map((s) => `${s.phase} ${s.status} ${s.ms.toFixed(0)} ms`).join(", ")}`,
  );
}

printTable(rows);
