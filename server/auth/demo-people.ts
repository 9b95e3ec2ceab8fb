/**
 * One account per role in the embedded demo database, named as people are (the pages show
 * the names in either language), so each role can be tried at once:
 * all with the demo admin's password, on the first team in seed order and its first match. Listed in
 * the README's table. Created with the demo admin, on a database's first start only.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, MatchOfficial, ProjectTask, Staff, Team, TeamLink, User } from "../../db/entities/index";
import { hashPassword } from "./password";
import { Sponsor, SponsorInquiry } from "../../db/entities/index";

export const DEMO_PEOPLE = [
  { email: "manager@tradescup.example", role: "franchise_manager", firstName: "Marisol", lastName: "Vega" },
  { email: "captain@tradescup.example", role: "captain", firstName: "Andrés", lastName: "Okafor" },
  { email: "referee@tradescup.example", role: "referee", firstName: "Tomás", lastName: "Reyes" },
  { email: "staff@tradescup.example", role: "staff", firstName: "Rosa", lastName: "Delgado" },
  { email: "sponsor@tradescup.example", role: "sponsor", firstName: "Lucía", lastName: "Herrera" },
] as const;

/** The demo people, their team (the first in seed order), the referee's match and the staff member's tasks. */
export async function createDemoPeople(em: EntityManager, password: string) {
  const [team] = await em.find(Team, {}, { orderBy: { drawOrder: "asc" }, limit: 1 });
  if (!team || (await em.count(User, { email: { $in: DEMO_PEOPLE.map((p) => p.email) } }))) return;
  const passwordHash = await hashPassword(password);
  const users = Object.fromEntries(DEMO_PEOPLE.map((p) => [p.role, em.create(User, { ...p, status: "active", passwordHash })]));
  await em.flush();
  for (const role of ["franchise_manager", "captain"] as const) em.create(TeamLink, { userId: users[role].id, teamId: team.id });
  // The team's next match still to be played, else its first: the referee's.
  const [match] = await em.find(
    Match,
    { $or: [{ homeTeamId: team.id }, { awayTeamId: team.id }] },
    { orderBy: { status: "desc", matchDate: "asc" }, limit: 1 },
  );
  if (match) em.create(MatchOfficial, { userId: users.referee.id, matchId: match.id, position: "referee" });
  const staff = em.create(Staff, {
    teamId: team.id,
    userId: users.staff.id,
    firstName: "Rosa",
    lastName: "Delgado",
    email: "staff@tradescup.example",
    role: "equipment_manager",
  });
  await em.flush();
  for (const title of ["Check the match balls", "Mark the pitch lines"]) {
    em.create(ProjectTask, {
      teamId: team.id,
      assignedTo: staff.id,
      title,
      category: "equipment",
      priority: "medium",
      status: "pending",
    });
  }
  // The sponsor's account: the first listed sponsor, and the inquiry that led to it.
  const [sponsor] = await em.find(Sponsor, { isActive: true }, { orderBy: { createdAt: "asc", name: "asc" }, limit: 1 });
  if (sponsor) {
    sponsor.userId = users.sponsor.id;
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
  return { team: team.name, match: match?.id ?? null };
}
