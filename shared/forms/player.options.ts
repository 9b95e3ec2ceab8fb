/** Player lists the pages show without a form: zod-free, so a page that only displays players loads no schema. */
export const POSITIONS = ["goalkeeper", "defender", "midfielder", "forward"] as const;
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "professional"] as const;
/** `released`: removed from the squad by its captain or an admin; kept with their past matches and statistics. */
export const PLAYER_STATUSES = ["active", "inactive", "released"] as const;
/** Whether a player is in their team's squad (active or in reserve), not released from it. */
export const inSquad = (p: { status: string }) => p.status !== "released";
/** Skill labels and progress values (spec §2 Players). */
export const SKILL_PROGRESS: Record<(typeof SKILL_LEVELS)[number], number> = {
  beginner: 25,
  intermediate: 50,
  advanced: 75,
  professional: 100,
};
