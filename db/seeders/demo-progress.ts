/**
 * Puts the freshly seeded demo tournament where `demoCalendar` says: its dates moved, the matches before
 * the demo's start played with line-ups, events and results, the one being played live at its minute,
 * and the standings, bracket and stored figures following (docs/decisions/125-demo-tournament-in-progress.md).
 * Run once, on the embedded demo database's first start, before the demo people are made.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, Tournament, TournamentMetrics } from "../entities/index";
import { seededRandom } from "@shared/random";
import type { DemoCalendar } from "./demo-calendar";
import { seedMatchDetails } from "./match-details";

const moved = (date: Date, shiftMs: number) => new Date(date.getTime() + shiftMs);

export async function placeDemoTournament(em: EntityManager, calendar: DemoCalendar) {
  const [matches, tournaments] = await Promise.all([em.find(Match, {}), em.find(Tournament, {})]);
  for (const t of tournaments) {
    t.startDate = moved(t.startDate, calendar.shiftMs);
    if (t.endDate) t.endDate = moved(t.endDate, calendar.shiftMs);
  }
  for (const m of matches) {
    m.matchDate = moved(m.matchDate, calendar.shiftMs);
    if (m.status !== "scheduled") continue;
    const kickoff = m.matchDate.getTime();
    if (calendar.live && kickoff === calendar.live.kickoff) Object.assign(m, { status: "live", minute: calendar.live.minute });
    else if (kickoff < calendar.playedBefore) m.status = "completed";
  }
  await em.flush();
  const played = await seedMatchDetails(em, seededRandom(2026));
  const completed = matches.filter((m) => m.status === "completed").length;
  if (played) for (const t of tournaments) t.status = "in_progress";
  // The stored figures the metrics endpoint falls back on say what the matches say.
  for (const row of await em.find(TournamentMetrics, {})) {
    row.completedMatches = completed;
    row.upcomingMatches = matches.filter((m) => m.status === "scheduled").length;
  }
  await em.flush();
  return { completed, live: matches.find((m) => m.status === "live") ?? null };
}
