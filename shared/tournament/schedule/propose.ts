/**
 * The schedule generator. It builds the pairings (round robin per group, the bracket's slots), then
 * places them stage by stage with a time-indexed MIP solved by HiGHS (solver.ts):
 *
 * - **Decomposition.** One model per round-robin round of the group stage (each team plays once in it),
 *   then one per bracket depth (round of 16, quarter-finals, semi-finals, final with third place), each
 *   placed after the previous one is fixed, so team rest and every feeder rule become a plain earliest
 *   kick-off. One model for the whole group stage was tried first: 12 s for 32 teams (3,488 columns,
 *   2,104 rest rows) against the 5 s target. Earlier kick-offs cost a little, so the stage ends early
 *   and the knockout keeps room.
 * - **Time, not pitch, in the model.** A column is "match m kicks off at time t"; a row caps the matches
 *   at t by the pitches free at t. Pitches differ only in when they are free, so which free pitch gets a
 *   match is chosen afterwards, per kick-off time, for the soft goals (even pitch use, feature pitch for
 *   semi-finals and final, no venue change within a team's day). That keeps the model small enough for
 *   128 teams.
 * - **Hard rules are filters and rows**: windows, weekday limits, blackouts, fixed matches and feeders
 *   remove candidate times; team rest and one-match-a-day are clique rows. What has no candidate, or no
 *   room in the solution, goes to `unplaced` with the rules that ruled it out.
 * - **The result is re-checked** with the independent `checkSchedule`; a placed match it faults is
 *   moved to `unplaced` (so a modelling mistake costs a placement, never a broken rule).
 *
 * Deterministic for one input and seed while each solve ends before its time limit (HiGHS is
 * deterministic single-threaded; a solve cut by the clock may stop at a different incumbent).
 */
import { seededRandom } from "@shared/random";
import { BRACKET } from "../bracket";
import { checkSchedule } from "./check";
import { pairingKey, roundRobin } from "./round-robin";
import { HOUR_MS, MINUTE_MS, kickoffLimitOn, localTime, resolveSettings } from "./settings";
import { solveMip, type Column, type MipModel, type Row } from "./solver";
import type {
  Blackout,
  KnockoutSlot,
  PlacedMatch,
  Proposal,
  ScheduleInput,
  ScheduleQuality,
  ScheduleSettings,
  Side,
  UnplacedReason,
} from "./types";
import { validateScheduleInput } from "./validate";

/** `timeLimitSeconds` (default 30) bounds all the solves of one proposal together. */
export type ProposeOptions = { timeLimitSeconds?: number };

type Task = {
  key: string;
  home: Side;
  away: Side;
  knownTeams: string[];
  possibleTeams: string[];
  group: string | null;
  slot: KnockoutSlot | null;
  feature: boolean;
  phase: number;
};
type Placement = { key: string; home: Side; away: Side; pitchId: string; start: number; refereeId?: string; fixed: boolean };

// Weights of the objective: placing a match outweighs every soft goal together.
const PLACE = -1000;
const PER_HOUR = 1;
const IMBALANCE = 3;
const OFF_FEATURE = 30;

export async function proposeSchedule(input: ScheduleInput, seed: number, options: ProposeOptions = {}): Promise<Proposal> {
  const settings = resolveSettings(input.settings);
  const budgetMs = (options.timeLimitSeconds ?? 30) * 1000;
  const started = performance.now();
  // The seed decides ties (objective jitter, pitch order), never which rules hold.
  const random = seededRandom(seed).next;
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const restMs = settings.minRestHours * HOUR_MS;
  const feederGapMs = slotMs + Math.max(settings.knockoutBufferHours * HOUR_MS, restMs);
  const bracket = input.bracket ?? BRACKET;
  const members = new Map(input.groups.map((g) => [g.id, g.teamIds]));
  const bySlot = new Map(bracket.map((s) => [s.slot, s]));
  const fixed = input.fixed ?? [];
  const tasks = buildTasks(input, bracket, members);
  const unplaced: Proposal["unplaced"] = [];
  const solves: Proposal["solves"] = [];

  if (validateScheduleInput(input).length > 0) {
    const reasons: UnplacedReason[] = ["invalid-input"];
    return {
      matches: [],
      unplaced: tasks.map((t) => ({ key: t.key, home: t.home, away: t.away, reasons })),
      quality: quality([], input, settings),
      fixedConflicts: [],
      takenBack: [],
      solves,
    };
  }

  const local = memo((ms: number) => localTime(ms, settings.timeZone));
  const placed: Placement[] = fixed.map((m) => ({ ...m, start: Date.parse(m.kickoff), fixed: true }));
  const pitchById = new Map(input.pitches.map((p) => [p.id, p]));
  const blackouts = input.blackouts ?? [];
  const phases = [...new Set(tasks.map((t) => t.phase))].sort((a, b) => a - b);

  for (const phase of phases) {
    const phaseTasks = shuffle(
      tasks.filter((t) => t.phase === phase),
      random,
    );
    const grid = freeGrid(input, settings, placed, blackouts, local);
    const times = [...grid.keys()].sort((a, b) => a - b);
    const firstTime = times[0] ?? 0;
    const columns: Column[] = [];
    const columnsOf = new Map<string, { col: number; t: number }[]>();
    const reasonsOf = new Map<string, Set<UnplacedReason>>();

    for (const task of phaseTasks) {
      const reasons = new Set<UnplacedReason>();
      reasonsOf.set(task.key, reasons);
      const candidates = candidateTimes(task, times, placed, {
        settings,
        slotMs,
        restMs,
        feederGapMs,
        members,
        bySlot,
        blackouts,
        local,
        reasons,
      });
      const list: { col: number; t: number }[] = [];
      for (const t of candidates) {
        const featureFree = grid.get(t)!.some((p) => pitchById.get(p)?.feature);
        const cost =
          PLACE + PER_HOUR * ((t - firstTime) / HOUR_MS) + (task.feature && !featureFree ? OFF_FEATURE : 0) + random() * 0.5;
        list.push({ col: columns.length, t });
        columns.push({ name: `y${columns.length}`, cost, binary: true });
      }
      columnsOf.set(task.key, list);
    }

    const rows: Row[] = [];
    for (const list of columnsOf.values())
      if (list.length > 1) rows.push({ terms: list.map((c) => [c.col, 1]), sense: "<=", rhs: 1 });
    const atTime = new Map<number, number[]>();
    for (const list of columnsOf.values()) for (const c of list) atTime.set(c.t, [...(atTime.get(c.t) ?? []), c.col]);
    for (const [t, cols] of atTime)
      if (cols.length > grid.get(t)!.length) rows.push({ terms: cols.map((c) => [c, 1]), sense: "<=", rhs: grid.get(t)!.length });
    teamRows(phaseTasks, columnsOf, placed, { settings, slotMs, restMs, local, columns, rows });

    const model: MipModel = { columns, rows };
    const left = budgetMs - (performance.now() - started);
    // The budget left is shared by the phases to come in proportion to their matches.
    const share = phaseTasks.length / tasks.filter((t) => t.phase >= phase).length;
    const result = await solveMip(model, { timeLimitSeconds: Math.max(1, (left * share) / 1000), seed });
    solves.push({
      phase: phaseName(phaseTasks),
      status: result.status,
      objective: result.objective,
      ms: result.ms,
      columns: columns.length,
      rows: rows.length,
    });

    const chosen = new Map<number, Task[]>();
    for (const task of phaseTasks) {
      const pick = result.hasSolution ? columnsOf.get(task.key)!.find((c) => result.values[c.col] > 0.5) : undefined;
      if (pick) chosen.set(pick.t, [...(chosen.get(pick.t) ?? []), task]);
      else {
        const reasons = reasonsOf.get(task.key)!;
        if (columnsOf.get(task.key)!.length > 0 || reasons.size === 0)
          reasons.add(columnsOf.get(task.key)!.length ? "no-capacity" : "no-slot");
        unplaced.push({ key: task.key, home: task.home, away: task.away, reasons: [...reasons] });
      }
    }
    for (const task of assignPitches(chosen, grid, placed, pitchById, local, random)) {
      unplaced.push({ key: task.key, home: task.home, away: task.away, reasons: ["no-capacity"] });
    }
  }

  // The independent re-check: a proposed match it faults is taken back, until nothing is faulted.
  const fixedKeys = new Set(fixed.map((m) => m.key));
  const takenBack: string[] = [];
  let fixedConflicts = checkSchedule({ ...input, matches: placed.map(toMatch) }).filter((c) =>
    c.matchKeys.every((k) => fixedKeys.has(k)),
  );
  for (;;) {
    const conflicts = checkSchedule({ ...input, matches: placed.map(toMatch) });
    const faulted = new Map<string, Set<UnplacedReason>>();
    for (const c of conflicts)
      for (const key of c.matchKeys) if (!fixedKeys.has(key)) faulted.set(key, (faulted.get(key) ?? new Set()).add(c.rule));
    fixedConflicts = conflicts.filter((c) => c.matchKeys.every((k) => fixedKeys.has(k)));
    if (faulted.size === 0) break;
    // Take back the latest faulted match first: an early feeder's fault often explains a later one's.
    const [key, reasons] = [...faulted].sort((a, b) => startOf(placed, b[0]) - startOf(placed, a[0]))[0];
    const at = placed.findIndex((p) => p.key === key);
    const [removed] = placed.splice(at, 1);
    unplaced.push({ key, home: removed.home, away: removed.away, reasons: [...reasons] });
    takenBack.push(key);
  }

  const proposed = placed.filter((p) => !p.fixed).sort((a, b) => a.start - b.start || a.key.localeCompare(b.key));
  return {
    matches: proposed.map(toMatch),
    unplaced: unplaced.sort((a, b) => a.key.localeCompare(b.key)),
    quality: quality(placed, input, settings),
    fixedConflicts,
    takenBack,
    solves,
  };
}

function buildTasks(input: ScheduleInput, bracket: KnockoutSlot[], members: Map<string, string[]>): Task[] {
  const fixed = input.fixed ?? [];
  const fixedKeys = new Set(fixed.map((m) => m.key));
  for (const m of fixed) {
    const g = groupOfSides(m.home, m.away, members);
    if (g && typeof m.home === "string" && typeof m.away === "string") fixedKeys.add(pairingKey(g, m.home, m.away));
  }
  const tasks: Task[] = [];
  if (input.stage !== "knockout") {
    for (const group of input.groups) {
      for (const p of roundRobin(group)) {
        if (fixedKeys.has(p.key)) continue;
        tasks.push({
          key: p.key,
          home: p.home,
          away: p.away,
          knownTeams: [p.home, p.away],
          possibleTeams: [p.home, p.away],
          group: group.id,
          slot: null,
          feature: false,
          phase: p.round,
        });
      }
    }
  }
  if (input.stage !== "group") {
    const depth = new Map<string, number>();
    const bySlot = new Map(bracket.map((s) => [s.slot, s]));
    const depthOf = (slot: string, seen = 0): number => {
      if (depth.has(slot)) return depth.get(slot)!;
      const def = bySlot.get(slot);
      const d =
        !def || seen > bracket.length
          ? 1
          : Math.max(...[def.home, def.away].map((s) => (s.kind === "group" ? 1 : depthOf(s.slot, seen + 1) + 1)));
      depth.set(slot, d);
      return d;
    };
    const possible = (side: Side, seen = 0): string[] =>
      typeof side === "string"
        ? [side]
        : side.kind === "group"
          ? (members.get(side.group) ?? [])
          : seen > bracket.length
            ? []
            : [bySlot.get(side.slot)?.home, bySlot.get(side.slot)?.away].flatMap((s) => (s ? possible(s, seen + 1) : []));
    for (const slot of bracket) {
      if (fixedKeys.has(slot.slot)) continue;
      tasks.push({
        key: slot.slot,
        home: slot.home,
        away: slot.away,
        knownTeams: [],
        possibleTeams: [...new Set([...possible(slot.home), ...possible(slot.away)])],
        group: null,
        slot,
        feature: slot.round === "semi_final" || slot.round === "final",
        phase: 1000 + depthOf(slot.slot),
      });
    }
  }
  return tasks;
}

function groupOfSides(home: Side, away: Side, members: Map<string, string[]>): string | null {
  if (typeof home !== "string" || typeof away !== "string") return null;
  for (const [id, teams] of members) if (teams.includes(home) && teams.includes(away)) return id;
  return null;
}

/** Kick-off times with the pitches free for a whole slot then: inside a window, the weekday's limits, no blackout, no placed match. */
function freeGrid(
  input: ScheduleInput,
  settings: ScheduleSettings,
  placed: Placement[],
  blackouts: Blackout[],
  local: (ms: number) => ReturnType<typeof localTime>,
): Map<number, string[]> {
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const grid = new Map<number, string[]>();
  for (const pitch of input.pitches) {
    const busy = [
      ...placed.filter((p) => p.pitchId === pitch.id).map((p) => [p.start, p.start + slotMs]),
      ...blackouts.filter((b) => b.kind === "pitch" && b.id === pitch.id).map((b) => [Date.parse(b.from), Date.parse(b.to)]),
    ];
    for (const w of input.pitches.find((p) => p.id === pitch.id)!.windows) {
      const to = Date.parse(w.to);
      for (let t = Date.parse(w.from); t + slotMs <= to; t += slotMs) {
        const { weekday, minute } = local(t);
        const limit = kickoffLimitOn(settings, weekday);
        if (minute < limit.earliestMinute || minute > limit.latestMinute) continue;
        if (busy.some(([from, until]) => t < until && from < t + slotMs)) continue;
        grid.set(t, [...(grid.get(t) ?? []), pitch.id]);
      }
    }
  }
  return grid;
}

type Context = {
  settings: ScheduleSettings;
  slotMs: number;
  restMs: number;
  feederGapMs: number;
  members: Map<string, string[]>;
  bySlot: Map<string, KnockoutSlot>;
  blackouts: Blackout[];
  local: (ms: number) => ReturnType<typeof localTime>;
  reasons: Set<UnplacedReason>;
};

/** The times a task may kick off given everything already placed; records which rule removed any. */
function candidateTimes(task: Task, times: number[], placed: Placement[], ctx: Context): number[] {
  const { settings, slotMs, restMs, feederGapMs, local, reasons } = ctx;
  let earliest = -Infinity;
  let latest = Infinity;
  const busyDays = new Set<string>();
  const neighbours: number[] = [];
  if (task.slot) {
    for (const source of [task.slot.home, task.slot.away]) {
      let feeders: Placement[];
      if (source.kind === "group") {
        feeders = placed.filter((p) => !ctx.bySlot.has(p.key) && groupOfSides(p.home, p.away, ctx.members) === source.group);
        const size = ctx.members.get(source.group)?.length ?? 0;
        if (feeders.length < (size * (size - 1)) / 2) {
          reasons.add("knockout-feeder");
          return [];
        }
      } else {
        const feeder = placed.find((p) => p.key === source.slot);
        if (!feeder) {
          reasons.add("knockout-feeder");
          return [];
        }
        feeders = [feeder];
      }
      for (const f of feeders) {
        earliest = Math.max(earliest, f.start + feederGapMs);
        if (settings.oneMatchPerTeamPerDay) busyDays.add(local(f.start).day);
      }
    }
  }
  // A fixed knockout match this one feeds bounds it from above.
  for (const p of placed) {
    const def = ctx.bySlot.get(p.key);
    const fed = def && [def.home, def.away].some((s) => (s.kind === "group" ? s.group === task.group : s.slot === task.key));
    if (fed) {
      latest = Math.min(latest, p.start - feederGapMs);
      if (settings.oneMatchPerTeamPerDay) busyDays.add(local(p.start).day);
    }
  }
  for (const p of placed) {
    if (task.knownTeams.some((t) => t === p.home || t === p.away)) {
      neighbours.push(p.start);
      if (settings.oneMatchPerTeamPerDay) busyDays.add(local(p.start).day);
    }
  }
  const teamBlackouts = ctx.blackouts
    .filter((b) => b.kind === "team" && task.possibleTeams.includes(b.id))
    .map((b) => [Date.parse(b.from), Date.parse(b.to)]);

  const out: number[] = [];
  for (const t of times) {
    if (t < earliest || t > latest) {
      reasons.add("knockout-buffer");
      continue;
    }
    if (neighbours.some((n) => Math.abs(t - n) < slotMs + restMs)) {
      reasons.add("team-rest");
      continue;
    }
    if (busyDays.size && busyDays.has(local(t).day)) {
      reasons.add("team-day");
      continue;
    }
    if (teamBlackouts.some(([from, to]) => t < to && from < t + slotMs)) {
      reasons.add("blackout-team");
      continue;
    }
    out.push(t);
  }
  return out;
}

/** Team rows inside one phase: one match per rest window (a clique per team) and per local day. */
function teamRows(
  tasks: Task[],
  columnsOf: Map<string, { col: number; t: number }[]>,
  placed: Placement[],
  ctx: {
    settings: ScheduleSettings;
    slotMs: number;
    restMs: number;
    local: (ms: number) => ReturnType<typeof localTime>;
    columns: Column[];
    rows: Row[];
  },
): void {
  const { settings, slotMs, restMs, local, columns, rows } = ctx;
  const byTeam = new Map<string, Task[]>();
  for (const task of tasks) for (const team of task.knownTeams) byTeam.set(team, [...(byTeam.get(team) ?? []), task]);
  const window = slotMs + restMs;
  for (const [team, teamTasks] of byTeam) {
    const cols = teamTasks.flatMap((t) => columnsOf.get(t.key)!.map((c) => ({ ...c, task: t.key }))).sort((a, b) => a.t - b.t);
    if (teamTasks.length > 1) {
      let lastEnd = -1;
      for (let i = 0, j = 0; i < cols.length; i++) {
        while (j < cols.length && cols[j].t < cols[i].t + window) j++;
        // A window that adds no column beyond the previous one's is already covered by it.
        if (j - 1 === lastEnd) continue;
        lastEnd = j - 1;
        const inWindow = cols.slice(i, j);
        if (new Set(inWindow.map((c) => c.task)).size > 1)
          rows.push({ terms: inWindow.map((c) => [c.col, 1]), sense: "<=", rhs: 1 });
      }
      if (settings.oneMatchPerTeamPerDay && window < 24 * HOUR_MS) {
        const byDay = new Map<string, typeof cols>();
        for (const c of cols) byDay.set(local(c.t).day, [...(byDay.get(local(c.t).day) ?? []), c]);
        for (const day of byDay.values())
          if (new Set(day.map((c) => c.task)).size > 1) rows.push({ terms: day.map((c) => [c.col, 1]), sense: "<=", rhs: 1 });
      }
    }
    // Early/late balance: |early − late| over the team's fixed and new matches, as a penalised slack.
    const before = placed.filter((p) => p.home === team || p.away === team);
    const fixedEarly = before.filter((p) => isEarly(p.start, settings, local)).length;
    const fixedLate = before.length - fixedEarly;
    const d = columns.length;
    columns.push({ name: `d${d}`, cost: IMBALANCE, binary: false, upper: 1000 });
    const signed = cols.map((c): [number, number] => [c.col, isEarly(c.t, settings, local) ? 1 : -1]);
    rows.push({
      terms: [[d, 1], ...signed.map(([c, s]): [number, number] => [c, -s])],
      sense: ">=",
      rhs: fixedEarly - fixedLate,
    });
    rows.push({ terms: [[d, 1], ...signed], sense: ">=", rhs: fixedLate - fixedEarly });
  }
}

function isEarly(ms: number, settings: ScheduleSettings, local: (ms: number) => ReturnType<typeof localTime>): boolean {
  const { weekday, minute } = local(ms);
  const limit = kickoffLimitOn(settings, weekday);
  return minute < (limit.earliestMinute + limit.latestMinute) / 2;
}

/**
 * Which free pitch each chosen match gets, time by time: a feature pitch for the semi-finals and final,
 * the venue a team already plays at that day, then the least-used pitch (ties by the seed's order, so
 * pitch 1 is not always first). Returns the matches left without a pitch (none while the model holds).
 */
function assignPitches(
  chosen: Map<number, Task[]>,
  grid: Map<number, string[]>,
  placed: Placement[],
  pitchById: Map<string, { venueId: string; feature?: boolean }>,
  local: (ms: number) => ReturnType<typeof localTime>,
  random: () => number,
): Task[] {
  const left: Task[] = [];
  const use = new Map<string, number>();
  for (const p of placed) use.set(p.pitchId, (use.get(p.pitchId) ?? 0) + 1);
  const rank = new Map(shuffle([...pitchById.keys()].sort(), random).map((id, i) => [id, i]));
  for (const t of [...chosen.keys()].sort((a, b) => a - b)) {
    const free = [...grid.get(t)!];
    const day = local(t).day;
    const tasks = chosen.get(t)!.sort((a, b) => Number(b.feature) - Number(a.feature) || a.key.localeCompare(b.key));
    for (const task of tasks) {
      const venuesToday = new Set(
        placed
          .filter((p) => local(p.start).day === day && task.knownTeams.some((team) => team === p.home || team === p.away))
          .map((p) => pitchById.get(p.pitchId)?.venueId),
      );
      const cost = (id: string) => {
        const pitch = pitchById.get(id)!;
        return (
          (task.feature && !pitch.feature ? 1000 : 0) +
          (!task.feature && pitch.feature ? 0.5 : 0) +
          (venuesToday.size && !venuesToday.has(pitch.venueId) ? 100 : 0) +
          (use.get(id) ?? 0) +
          rank.get(id)! / 1000
        );
      };
      const best = free.sort((a, b) => cost(a) - cost(b)).shift();
      // The model caps matches per time by free pitches; this only guards a solution that broke the cap.
      if (!best) {
        left.push(task);
        continue;
      }
      use.set(best, (use.get(best) ?? 0) + 1);
      placed.push({ key: task.key, home: task.home, away: task.away, pitchId: best, start: t, fixed: false });
    }
  }
  return left;
}

function quality(placed: Placement[], input: ScheduleInput, settings: ScheduleSettings): ScheduleQuality {
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const local = (ms: number) => localTime(ms, settings.timeZone);
  const teams = input.groups.flatMap((g) => g.teamIds);
  const perTeam: ScheduleQuality["restHours"]["perTeam"] = {};
  const kickoffSpread: ScheduleQuality["kickoffSpread"] = {};
  const all: number[] = [];
  for (const team of teams) {
    const starts = placed
      .filter((p) => p.home === team || p.away === team)
      .map((p) => p.start)
      .sort((a, b) => a - b);
    const gaps = starts.slice(1).map((s, i) => (s - starts[i] - slotMs) / HOUR_MS);
    if (gaps.length) perTeam[team] = { min: Math.min(...gaps), mean: round(mean(gaps)) };
    all.push(...gaps);
    const hours = starts.map((s) => local(s).minute / 60);
    const early = starts.filter((s) => isEarly(s, settings, local)).length;
    const m = mean(hours);
    kickoffSpread[team] = {
      early,
      late: starts.length - early,
      stdDevHour: round(Math.sqrt(mean(hours.map((h) => (h - m) ** 2)))),
    };
  }
  const pitchUse = Object.fromEntries(input.pitches.map((p) => [p.id, placed.filter((m) => m.pitchId === p.id).length]));
  return {
    restHours: { overall: { min: all.length ? Math.min(...all) : null, mean: all.length ? round(mean(all)) : null }, perTeam },
    kickoffSpread,
    pitchUse,
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (x: number) => Math.round(x * 100) / 100;
const startOf = (placed: Placement[], key: string) => placed.find((p) => p.key === key)?.start ?? 0;
const toMatch = (p: Placement): PlacedMatch => ({
  key: p.key,
  home: p.home,
  away: p.away,
  pitchId: p.pitchId,
  kickoff: new Date(p.start).toISOString(),
  ...(p.refereeId ? { refereeId: p.refereeId } : {}),
});
const phaseName = (tasks: Task[]) =>
  tasks[0]?.slot ? `knockout:${[...new Set(tasks.map((t) => t.slot!.round))].join("+")}` : `group:round-${tasks[0]?.phase}`;

function memo<K, V>(f: (k: K) => V): (k: K) => V {
  const cache = new Map<K, V>();
  return (k) => {
    if (!cache.has(k)) cache.set(k, f(k));
    return cache.get(k)!;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
