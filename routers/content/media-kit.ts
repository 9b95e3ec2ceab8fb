import { translate, type Lang } from "../../server/i18n";
import { PRESS_EMAIL } from "@shared/contacts";
import { nextQuarter } from "@shared/clock";
import { ADVICE, DASHBOARD_FIGURES, HERO_STATS, TRAINING_CARDS, TRAINING_POINTS, formatFigure } from "@shared/media/content";
import type { ZipEntry } from "./zip";

export type KitTeam = { name: string; trade: string; city: string; group: string; captain: string };
export type KitFact = { id: number; category: string; text: string };

/** Markdown table cells must not break the row. */
const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/**
 * The media kit's files, in the visitor's language, written from the site's own content: the media
 * hub's figures and training, the teams and the fun facts.
 */
export function mediaKitFiles(lang: Lang, data: { teams: KitTeam[]; facts: KitFact[] }, now = Date.now()): ZipEntry[] {
  const t = (key: string, vars?: Record<string, unknown>) => translate(lang, key, vars);
  const files = [
    { name: "media-training.md", title: t("media.kit.trainingFile") },
    { name: "teams.md", title: t("media.kit.teamsFile") },
    { name: "fun-facts.md", title: t("media.kit.factsFile") },
  ];

  const readme = [
    `# ${t("media.kit.title")}`,
    "",
    t("media.kit.intro"),
    "",
    `## ${t("media.kit.figures")}`,
    "",
    ...HERO_STATS.map((s) => `- **${s.value}** ${t(`media.stats.${s.key}`)}`),
    "",
    `## ${t("media.kit.preview", nextQuarter(now))}`,
    "",
    ...DASHBOARD_FIGURES.map((f) => `- **${formatFigure(lang, f)}** ${t(`media.dashboard.${f.key}`)}`),
    "",
    `## ${t("media.advice.title")}`,
    "",
    ...ADVICE.map((a) => `- ${t(`media.advice.${a}`)}`),
    "",
    `## ${t("media.press.title")}`,
    "",
    t("media.press.text"),
    "",
    `<${PRESS_EMAIL}>`,
    "",
    `## ${t("media.kit.contents")}`,
    "",
    ...files.map((f) => `- [${f.title}](${f.name})`),
    "",
  ].join("\n");

  const training = [
    `# ${t("media.training.title")}`,
    "",
    t("media.training.text"),
    "",
    ...TRAINING_CARDS.flatMap((card) => [
      `## ${t(`media.training.${card}.title`)}`,
      "",
      ...TRAINING_POINTS.map((p) => `- ${t(`media.training.${card}.${p}`)}`),
      "",
    ]),
  ].join("\n");

  const teams = [
    `# ${t("media.kit.teamsFile")}`,
    "",
    `| ${t("media.kit.teamName")} | ${t("media.kit.trade")} | ${t("media.kit.captain")} | ${t("media.kit.city")} | ${t("media.kit.group")} |`,
    "| --- | --- | --- | --- | --- |",
    ...data.teams.map((team) => `| ${[team.name, team.trade, team.captain, team.city, team.group].map(cell).join(" | ")} |`),
    "",
  ].join("\n");

  const facts = [
    `# ${t("media.kit.factsFile")}`,
    "",
    ...data.facts.map((f, i) => `${i + 1}. ${f.text} _(${t(`funFacts.categories.${f.category}`)})_`),
    "",
  ].join("\n");

  return [
    { name: "README.md", content: readme },
    { name: files[0].name, content: training },
    { name: files[1].name, content: teams },
    { name: files[2].name, content: facts },
  ];
}
