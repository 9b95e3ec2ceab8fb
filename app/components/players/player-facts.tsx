import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import { SKILL_PROGRESS } from "@shared/forms/player.options";

type PublicPlayer = {
  status: string;
  skillLevel: string;
  nationality?: string | null;
  height?: string | null;
  weight?: string | null;
  tradeSpecialty?: string | null;
  tradeExperience?: string | null;
};

/** A label and its value; an empty value reads "—". */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * A player's public profile fields as a definition list (the players page's dialog and /players/{id}):
 * `lead` facts first (team, number, or an admin's contact details), then status, nationality, size and
 * trade. Only fields of the public shape are read here (routers/_lib/schemas.ts, PlayerOutput).
 */
export function PlayerFacts({ player, lead = [], testId }: { player: PublicPlayer; lead?: readonly Fact[]; testId?: string }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    ...lead,
    [
      t("players.status"),
      t(`players.statusLabels.${player.status === "active" || player.status === "released" ? player.status : "inactive"}`),
    ],
    [t("players.nationality"), player.nationality],
    [t("players.height"), player.height],
    [t("players.weight"), player.weight],
    [t("players.tradeSpecialty"), player.tradeSpecialty],
    [t("players.tradeExperience"), player.tradeExperience],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm" data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-base-content/80">{label}</dt>
          <dd className="break-words">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Skill labels with their progress values (Rookie 25, Experienced 50, Veteran 75, Professional 100). */
export function SkillBar({ level }: { level: string }) {
  const { t } = useTranslation();
  const value = SKILL_PROGRESS[level as keyof typeof SKILL_PROGRESS] ?? 0;
  const label = t(`players.skills.${level}`);
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="w-28 shrink-0">{t("players.skillProgress", { label })}</span>
      <progress
        className="progress progress-primary"
        value={value}
        max={100}
        aria-label={t("players.skillProgress", { label })}
      />
    </div>
  );
}
