/** Player lists the pages show without a form: zod-free, so a page that only displays players loads no schema. */
export const POSITIONS = ["goalkeeper", "defender", "midfielder", "forward"] as const;
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "professional"] as const;
export const PLAYER_STATUSES = ["active", "inactive"] as const;
/** Skill labels and progress values (spec §2 Players). */
export const SKILL_PROGRESS: Record<(typeof SKILL_LEVELS)[number], number> = {
  beginner: 25,
  intermediate: 50,
  advanced: 75,
  professional: 100,
};
