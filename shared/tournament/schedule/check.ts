/**
 * The independent checker: every hard rule of the schedule, read straight from the matches as placed.
 * It shares no code with the generator (propose.ts) beyond the settings and the local clock, so a mistake
 * in the generator's model shows up here instead of being repeated. Pure.
 */
import { BRACKET } from "../bracket";
import { HOUR_MS, MINUTE_MS, kickoffLimitOn, localTime, resolveSettings } from "./settings";
import type { CheckInput, Conflict, KnockoutSlot, PlacedMatch, RuleId, Side } from "./types";

type Timed = PlacedMatch & { start: number; end: number };

export function checkSchedule(input: CheckInput): Conflict[] {
  const settings = resolveSettings(input.settings);
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const bracket = new Map<string, KnockoutSlot>((input.bracket ?? BRACKET).map((s) => [s.slot, s]));
  const members = new Map(input.groups.map((g) => [g.id, new Set(g.teamIds)]));
  const pitches = new Map(input.pitches.map((p) => [p.id, p]));
  const matches: Timed[] = input.matches.map((m) => {
    const start = Date.parse(m.kickoff);
    return { ...m, start, end: start + slotMs };
  });
  const byKey = new Map(matches.map((m) => [m.key, m]));
  const conflicts: Conflict[] = [];
  const add = (rule: RuleId, matchKeys: string[], extra: Partial<Conflict> = {}) =>
    conflicts.push({ rule, messageKey: `schedule.conflict.${rule}`, matchKeys, ...extra });
  const overlaps = (m: Timed, from: string, to: string) => m.start < Date.parse(to) && Date.parse(from) < m.end;
  const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

  // The group a match belongs to: both its sides are known members of one group, and it is no bracket slot.
  const groupOf = (m: Timed): string | null => {
    if (bracket.has(m.key) || typeof m.home !== "string" || typeof m.away !== "string") return null;
    for (const [id, teams] of members) if (teams.has(m.home) && teams.has(m.away)) return id;
    return null;
  };
  const groupMatches = new Map<string, Timed[]>();
  for (const m of matches) {
    const g = groupOf(m);
    if (g) groupMatches.set(g, [...(groupMatches.get(g) ?? []), m]);
  }

  // Teams that may play a match: the known ones, or every team its bracket sources could bring.
  const possibleTeams = (side: Side, seen = new Set<string>()): string[] => {
    if (typeof side === "string") return [side];
    if (side.kind === "group") return [...(members.get(side.group) ?? [])];
    const def = bracket.get(side.slot);
    if (!def || seen.has(side.slot)) return [];
    seen.add(side.slot);
    return [...possibleTeams(def.home, seen), ...possibleTeams(def.away, seen)];
  };

  for (const m of matches) {
    const pitch = pitches.get(m.pitchId);
    if (!pitch) add("unknown-pitch", [m.key], { subjectId: m.pitchId });
    else if (!pitch.windows.some((w) => Date.parse(w.from) <= m.start && m.end <= Date.parse(w.to))) {
      add("pitch-window", [m.key], { subjectId: m.pitchId });
    }
    const local = localTime(m.start, settings.timeZone);
    const limit = kickoffLimitOn(settings, local.weekday);
    if (local.minute < limit.earliestMinute) {
      add("kickoff-hours", [m.key], { actual: local.minute, required: limit.earliestMinute, unit: "minutes" });
    } else if (local.minute > limit.latestMinute) {
      add("kickoff-hours", [m.key], { actual: local.minute, required: limit.latestMinute, unit: "minutes" });
    }
    const teams = new Set([...possibleTeams(m.home), ...possibleTeams(m.away)]);
    for (const b of input.blackouts ?? []) {
      if (!overlaps(m, b.from, b.to)) continue;
      if (b.kind === "team" && teams.has(b.id)) add("blackout-team", [m.key], { subjectId: b.id });
      if (b.kind === "pitch" && b.id === m.pitchId) add("blackout-pitch", [m.key], { subjectId: b.id });
      if (b.kind === "referee" && b.id === m.refereeId) add("blackout-referee", [m.key], { subjectId: b.id });
    }
  }

  // Pairs of matches one team plays both of: a known team on both, or a knockout match and a match
  // feeding it (its winner, loser or group finisher plays on).
  const related = new Map<string, { a: Timed; b: Timed; team?: string }>();
  const relate = (a: Timed, b: Timed, team?: string) => {
    const [first, second] = a.start <= b.start ? [a, b] : [b, a];
    const id = `${first.key}\u0000${second.key}`;
    if (!related.has(id)) related.set(id, { a: first, b: second, team });
  };

  for (let i = 0; i < matches.length; i++) {
    for (let j = i + 1; j < matches.length; j++) {
      const [a, b] = [matches[i], matches[j]];
      if (a.pitchId === b.pitchId && a.start < b.end && b.start < a.end) {
        add("pitch-overlap", [a.key, b.key], { subjectId: a.pitchId });
      }
      const known = [a.home, a.away].filter((s): s is string => typeof s === "string");
      const shared = known.find((t) => t === b.home || t === b.away);
      if (shared) relate(a, b, shared);
    }
  }

  for (const k of matches) {
    const def = bracket.get(k.key);
    if (!def) continue;
    for (const source of [def.home, def.away]) {
      let feeders: Timed[];
      if (source.kind === "group") {
        const size = members.get(source.group)?.size ?? 0;
        feeders = groupMatches.get(source.group) ?? [];
        if (feeders.length < (size * (size - 1)) / 2) add("knockout-feeder-missing", [k.key], { subjectId: source.group });
      } else {
        const feeder = byKey.get(source.slot);
        if (!feeder) add("knockout-feeder-missing", [k.key], { subjectId: source.slot });
        feeders = feeder ? [feeder] : [];
      }
      for (const f of feeders) {
        const gap = k.start - f.end;
        if (gap < settings.knockoutBufferHours * HOUR_MS) {
          add("knockout-buffer", [f.key, k.key], { actual: hours(gap), required: settings.knockoutBufferHours, unit: "hours" });
        }
        relate(f, k);
      }
    }
  }

  for (const { a, b, team } of related.values()) {
    const subject = team ? { subjectId: team } : {};
    if (b.start < a.end) {
      add("team-overlap", [a.key, b.key], {
        ...subject,
        actual: hours(b.start - a.end),
        required: settings.minRestHours,
        unit: "hours",
      });
    } else if (b.start - a.end < settings.minRestHours * HOUR_MS) {
      add("team-rest", [a.key, b.key], {
        ...subject,
        actual: hours(b.start - a.end),
        required: settings.minRestHours,
        unit: "hours",
      });
    }
    if (
      settings.oneMatchPerTeamPerDay &&
      localTime(a.start, settings.timeZone).day === localTime(b.start, settings.timeZone).day
    ) {
      add("team-day", [a.key, b.key], subject);
    }
  }
  return conflicts;
}
