/**
 * Input errors the API answers with a 400, each named by its field and an i18n key. Pure: the generator
 * refuses (everything unplaced, "invalid-input") what this rejects, and never throws.
 */
import { BRACKET } from "../bracket";
import { HOUR_MS, resolveSettings } from "./settings";
import type { ScheduleInput, Side } from "./types";

export type InputError = { field: string; key: `schedule.input.${string}` };

export function validateScheduleInput(input: ScheduleInput): InputError[] {
  const errors: InputError[] = [];
  const fail = (field: string, key: string) => errors.push({ field, key: `schedule.input.${key}` });
  const settings = resolveSettings(input.settings);
  const instant = (field: string, value: string) => {
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) fail(field, "not-an-instant");
    return ms;
  };

  if (!Number.isInteger(settings.slotMinutes) || settings.slotMinutes < 15) fail("settings.slotMinutes", "too-small");
  if (!(settings.minRestHours >= 0)) fail("settings.minRestHours", "negative");
  if (!(settings.knockoutBufferHours >= 0)) fail("settings.knockoutBufferHours", "negative");
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: settings.timeZone });
  } catch {
    fail("settings.timeZone", "unknown-time-zone");
  }
  for (const [weekday, limit] of Object.entries(settings.kickoffLimits)) {
    const field = `settings.kickoffLimits.${weekday}`;
    if (!/^[0-6]$/.test(weekday)) fail(field, "unknown-weekday");
    else if (!limit || limit.earliestMinute < 0 || limit.latestMinute > 24 * 60 - 1) fail(field, "out-of-day");
    else if (limit.earliestMinute > limit.latestMinute) fail(field, "latest-before-earliest");
  }

  const teams = new Set<string>();
  const groupIds = new Set<string>();
  input.groups.forEach((group, g) => {
    if (groupIds.has(group.id)) fail(`groups[${g}].id`, "duplicate");
    groupIds.add(group.id);
    if (group.teamIds.length < 2) fail(`groups[${g}].teamIds`, "too-few-teams");
    group.teamIds.forEach((team, t) => {
      if (teams.has(team)) fail(`groups[${g}].teamIds[${t}]`, "duplicate-team");
      teams.add(team);
    });
  });

  const slots = new Set((input.bracket ?? BRACKET).map((s) => s.slot));
  const knownSide = (side: Side) =>
    typeof side === "string" ? teams.has(side) : side.kind === "group" ? groupIds.has(side.group) : slots.has(side.slot);
  if (input.stage !== "group") {
    (input.bracket ?? BRACKET).forEach((slot, i) => {
      if (!knownSide(slot.home)) fail(`bracket[${i}].home`, "unknown-source");
      if (!knownSide(slot.away)) fail(`bracket[${i}].away`, "unknown-source");
    });
  }

  const pitchIds = new Set<string>();
  let first = Infinity;
  let last = -Infinity;
  input.pitches.forEach((pitch, p) => {
    if (pitchIds.has(pitch.id)) fail(`pitches[${p}].id`, "duplicate");
    pitchIds.add(pitch.id);
    const spans = pitch.windows.map((w, i) => {
      const from = instant(`pitches[${p}].windows[${i}].from`, w.from);
      const to = instant(`pitches[${p}].windows[${i}].to`, w.to);
      if (to <= from) fail(`pitches[${p}].windows[${i}].to`, "end-before-start");
      first = Math.min(first, from);
      last = Math.max(last, to);
      return { from, to, i };
    });
    spans.sort((a, b) => a.from - b.from);
    for (let i = 1; i < spans.length; i++) {
      if (spans[i].from < spans[i - 1].to) fail(`pitches[${p}].windows[${spans[i].i}]`, "overlapping-windows");
    }
  });
  if (input.pitches.length === 0) fail("pitches", "none");
  if (Number.isFinite(first) && settings.minRestHours * HOUR_MS >= last - first)
    fail("settings.minRestHours", "longer-than-tournament");

  (input.blackouts ?? []).forEach((b, i) => {
    const from = instant(`blackouts[${i}].from`, b.from);
    const to = instant(`blackouts[${i}].to`, b.to);
    if (to <= from) fail(`blackouts[${i}].to`, "end-before-start");
    if (b.kind === "team" && !teams.has(b.id)) fail(`blackouts[${i}].id`, "unknown-team");
    if (b.kind === "pitch" && !pitchIds.has(b.id)) fail(`blackouts[${i}].id`, "unknown-pitch");
  });

  const keys = new Set<string>();
  (input.fixed ?? []).forEach((m, i) => {
    if (keys.has(m.key)) fail(`fixed[${i}].key`, "duplicate");
    keys.add(m.key);
    if (!pitchIds.has(m.pitchId)) fail(`fixed[${i}].pitchId`, "unknown-pitch");
    instant(`fixed[${i}].kickoff`, m.kickoff);
    if (!knownSide(m.home)) fail(`fixed[${i}].home`, "unknown-team");
    if (!knownSide(m.away)) fail(`fixed[${i}].away`, "unknown-team");
  });
  return errors;
}
