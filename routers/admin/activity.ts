import type { RegistrationPath } from "@shared/forms/review.schema";

/** Something that happened in the tournament, as the dashboard's recent-activity list tells it. */
export type ActivityEvent =
  | { type: "registrationSubmitted"; at: Date; kind: RegistrationPath; name: string }
  | { type: "registrationReviewed"; at: Date; kind: RegistrationPath; name: string; status: string }
  | { type: "matchCompleted"; at: Date; home: string; away: string; homeScore: number; awayScore: number }
  | { type: "sponsorInquiry"; at: Date; company: string }
  | { type: "companyRegistered"; at: Date; company: string };

export const ACTIVITY_LIMIT = 8;

/** The latest events first, whatever their source; equal times keep their given order. */
export function recentActivity(events: ActivityEvent[], limit = ACTIVITY_LIMIT): ActivityEvent[] {
  return events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => b.event.at.getTime() - a.event.at.getTime() || a.i - b.i)
    .slice(0, limit)
    .map(({ event }) => event);
}

/** Share of the scheduled matches already completed, as a whole percent. */
export function tournamentProgress(completed: number, total: number) {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
