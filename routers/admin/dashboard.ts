import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, Sponsor, SponsorInquiry, Team, type MatchRow } from "../../db/entities/index";
import { REGISTRATION_PATHS, type RegistrationPath } from "@shared/forms/review.schema";
import { recentActivity, tournamentProgress, type ActivityEvent } from "./activity";
import { registrationCounts, registrationEvents } from "./registrations";

/** Spec §9: the team target is 32. */
export const TEAM_TARGET = 32;
const LISTED = 5;

/**
 * What the dashboard shows beyond the public lists (teams, matches, metrics): figures, registrations
 * of every kind, sponsor inquiries, company registrations and the recent activity.
 */
export async function adminDashboard(em: EntityManager) {
  const activeTeams = await em.count(Team, {});
  const totalMatches = await em.count(Match, {});
  const completedMatches = await em.count(Match, { status: "completed" });

  const registrations = {} as Record<RegistrationPath, Awaited<ReturnType<typeof registrationCounts>>>;
  const events: ActivityEvent[] = [];
  for (const kind of REGISTRATION_PATHS) {
    registrations[kind] = await registrationCounts(em, kind);
    const { submitted, reviewed } = await registrationEvents(em, kind, LISTED);
    const name = (r: { firstName: string; lastName: string; detail: string | null }) =>
      `${r.firstName} ${r.lastName}`.trim() || r.detail || "—";
    events.push(...submitted.map((r) => ({ type: "registrationSubmitted" as const, at: r.submittedAt, kind, name: name(r) })));
    events.push(
      ...reviewed.map((r) => ({
        type: "registrationReviewed" as const,
        at: r.reviewedAt!,
        kind,
        name: name(r),
        status: r.status,
      })),
    );
  }

  // The latest results with both teams' names, joined through the match's team relations.
  const completed = await em
    .createQueryBuilder(Match, "m")
    .select(["m.updatedAt", "m.homeScore", "m.awayScore"])
    .addSelect(["h.name as homeName", "a.name as awayName"])
    .join("m.homeTeamId", "h")
    .join("m.awayTeamId", "a")
    .where({ status: "completed" })
    .orderBy({ updatedAt: "desc" })
    .limit(LISTED)
    .execute<Array<Pick<MatchRow, "updatedAt" | "homeScore" | "awayScore"> & { homeName: string; awayName: string }>>(
      "all",
      true,
    );
  events.push(
    ...completed.map((m) => ({
      type: "matchCompleted" as const,
      at: m.updatedAt,
      home: m.homeName,
      away: m.awayName,
      homeScore: m.homeScore ?? 0,
      awayScore: m.awayScore ?? 0,
    })),
  );

  const inquiries = await em.find(SponsorInquiry, {}, { orderBy: { createdAt: "desc" }, limit: LISTED });
  const companies = await em.find(Sponsor, {}, { orderBy: { createdAt: "desc" }, limit: LISTED });
  events.push(...inquiries.map((i) => ({ type: "sponsorInquiry" as const, at: i.createdAt, company: i.companyName })));
  events.push(...companies.map((c) => ({ type: "companyRegistered" as const, at: c.createdAt, company: c.name })));

  return {
    figures: {
      participants: registrations.players.total,
      activeTeams,
      completedMatches,
      totalMatches,
      progressPercent: tournamentProgress(completedMatches, totalMatches),
      teamTarget: TEAM_TARGET,
    },
    registrations,
    inquiries: {
      total: await em.count(SponsorInquiry, {}),
      items: inquiries.map((i) => ({
        id: i.id,
        companyName: i.companyName,
        contactName: i.contactName,
        email: i.email,
        sponsorshipTier: i.sponsorshipTier,
        message: i.message,
        createdAt: i.createdAt,
      })),
    },
    companies: {
      total: await em.count(Sponsor, {}),
      items: companies.map((c) => ({
        id: c.id,
        name: c.name,
        companyType: c.companyType,
        tier: c.tier,
        country: c.country,
        industry: c.industry ?? null,
        contactEmail: c.contactEmail,
        canCompete: c.canCompete,
        isActive: c.isActive,
        createdAt: c.createdAt,
      })),
    },
    activity: recentActivity(events),
  };
}
