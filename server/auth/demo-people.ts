/**
 * One account per role in the embedded demo database, named as people are (the pages show
 * the names in either language), so each role can be tried at once:
 * all with the demo admin's password, on the first team in seed order and its first match. Listed in
 * the README's table. Created with the demo admin, on a database's first start only.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  LineupEntry,
  Match,
  MatchEvent,
  MatchOfficial,
  Player,
  ProjectTask,
  Staff,
  Team,
  TeamLink,
  User,
} from "../../db/entities/index";
import { hashPassword } from "./password";
import { nameCaptainOfTeams } from "../../routers/teams/captain-name";
import { JerseyDesign, Sponsor, SponsorInquiry, SponsorshipPlacement } from "../../db/entities/index";
import { ZONES, fitLogo, zoneById } from "@shared/jerseys/jersey-design";
import { demoCalendar } from "../../db/seeders/demo-calendar";
import { placeDemoTournament } from "../../db/seeders/demo-progress";
import { pickLineup } from "../../db/seeders/match-details";
import { seededRandom } from "@shared/random";
import { suspensionsFor } from "@shared/tournament/suspensions";
import { CARD_KINDS } from "@shared/forms/match.options";

export const DEMO_PEOPLE = [
  { email: "manager@tradescup.example", role: "franchise_manager", firstName: "Marisol", lastName: "Vega" },
  { email: "captain@tradescup.example", role: "captain", firstName: "Andrés", lastName: "Okafor" },
  { email: "referee@tradescup.example", role: "referee", firstName: "Tomás", lastName: "Reyes" },
  { email: "staff@tradescup.example", role: "staff", firstName: "Rosa", lastName: "Delgado" },
  { email: "sponsor@tradescup.example", role: "sponsor", firstName: "Lucía", lastName: "Herrera" },
] as const;

/** The staff member's demo tasks, in English and Spanish. */
const DEMO_TASKS = [
  ["Check the match balls", "Revisar los balones del partido"],
  ["Mark the pitch lines", "Marcar las líneas del campo"],
] as const;

export type DemoStart = { now: number; demoStart?: string };

/**
 * The demo tournament placed in time (db/seeders/demo-calendar.ts), then the demo people, their team (the
 * first in seed order), the referee's matches and the staff member's tasks.
 */
export async function createDemoPeople(em: EntityManager, password: string, start: DemoStart = { now: Date.now() }) {
  const [team] = await em.find(Team, {}, { orderBy: { drawOrder: "asc" }, limit: 1 });
  if (!team || (await em.count(User, { email: { $in: DEMO_PEOPLE.map((p) => p.email) } }))) return;
  await placeDemoTournament(em, demoCalendar(start.now, start.demoStart));
  const passwordHash = await hashPassword(password);
  const users = Object.fromEntries(DEMO_PEOPLE.map((p) => [p.role, em.create(User, { ...p, status: "active", passwordHash })]));
  await em.flush();
  for (const role of ["franchise_manager", "captain"] as const) em.create(TeamLink, { userId: users[role].id, teamId: team.id });
  await em.flush();
  // The team's pages name its captain: the demo captain, who holds the role.
  await nameCaptainOfTeams(em, users.captain.id);
  // The referee's: the team's match being played, if one is, and its next one still ahead.
  const teamMatches = await em.find(
    Match,
    { $or: [{ homeTeamId: team.id }, { awayTeamId: team.id }] },
    { orderBy: { matchDate: "asc" } },
  );
  const live = teamMatches.find((m) => m.status === "live");
  const match = teamMatches.find((m) => m.status === "scheduled");
  for (const m of [live, match])
    if (m) em.create(MatchOfficial, { userId: users.referee.id, matchId: m.id, position: "referee" });
  // Both captains have sent their line-ups for the referee's next match, so a goal or a card can be recorded at once.
  if (match) await sendDemoLineups(em, match);
  const staff = em.create(Staff, {
    teamId: team.id,
    userId: users.staff.id,
    firstName: "Rosa",
    lastName: "Delgado",
    email: "staff@tradescup.example",
    role: "equipment_manager",
  });
  await em.flush();
  for (const [title, titleEs] of DEMO_TASKS) {
    em.create(ProjectTask, {
      teamId: team.id,
      assignedTo: staff.id,
      title,
      titleEs,
      category: "equipment",
      priority: "medium",
      status: "pending",
    });
  }
  // The sponsor's account: the first listed sponsor, and the inquiry that led to it.
  const [sponsor] = await em.find(Sponsor, { isActive: true }, { orderBy: { createdAt: "asc", name: "asc" }, limit: 1 });
  if (sponsor) {
    sponsor.userId = users.sponsor.id;
    await placeDemoSponsor(em, team, sponsor.id);
    em.create(SponsorInquiry, {
      companyName: sponsor.name,
      contactName: "Lucía Herrera",
      email: "sponsor@tradescup.example",
      sponsorshipTier: sponsor.tier,
      message: "We would like to sponsor the tournament.",
      language: "es",
    });
  }
  await em.flush();
  return { team: team.name, match: match?.id ?? null, live: live?.id ?? null };
}

/**
 * Line-ups for both sides of a match still ahead, drawn as the seed draws them: their active squads, without
 * the players the cards of the matches played suspend for it (a line-up the captain can send again as it is).
 */
async function sendDemoLineups(em: EntityManager, match: { id: string; homeTeamId: string; awayTeamId: string }) {
  const rnd = seededRandom(11);
  const [matches, cards] = await Promise.all([
    em.find(Match, {}),
    em.find(MatchEvent, { kind: { $in: [...CARD_KINDS] } }, { fields: ["matchId", "teamId", "playerId", "kind"] }),
  ]);
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    const squad = await em.find(Player, { teamId }, { orderBy: { jerseyNumber: "asc" } });
    const suspended = new Set(suspensionsFor(teamId, match.id, matches, cards).keys());
    for (const l of pickLineup(rnd, squad, suspended))
      em.create(LineupEntry, { matchId: match.id, ...l, captain: Boolean(l.captain), goalkeeper: Boolean(l.goalkeeper) });
  }
}

/**
 * The demo sponsor's logo on the first team's saved home jersey, on its chest: what the sponsor's page lists as
 * its jersey placements (the README says it has them).
 */
async function placeDemoSponsor(em: EntityManager, team: { id: string; name: string }, sponsorId: string) {
  const zones = ZONES.map(({ side: _side, ...zone }) => ({
    ...zone,
    sponsorId: zone.id === "chest" ? sponsorId : null,
    logoUrl: null,
  }));
  const design = em.create(JerseyDesign, {
    teamId: team.id,
    designName: `${team.name} 2026`,
    primaryColor: "#1d4ed8",
    secondaryColor: "#ffffff",
    accentColor: "#f59e0b",
    pattern: "solid",
    sponsorshipZones: zones,
    isActive: true,
  });
  await em.flush();
  const chest = fitLogo(zoneById("chest")!);
  em.create(SponsorshipPlacement, {
    jerseyDesignId: design.id,
    zone: "chest",
    sponsorId,
    logoUrl: null,
    width: chest.width,
    height: chest.height,
    xPosition: chest.x,
    yPosition: chest.y,
    isActive: true,
  });
}
