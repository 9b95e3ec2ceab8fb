import { Link } from "react-router";
import { ArrowRight, Trophy } from "lucide-react";
import { useTranslation } from "~/lib/translations";

type ScorerRow = { rank: number; goals: number; teamId: string; player: { id: string; firstName: string; lastName: string } };
export type GoldenBootData = { goals: number; leaders: { id: string; name: string; teamId: string; team: string }[] };

/**
 * The Golden Boot race from the top-scorers read (already ordered: goals, assists, fewer minutes): the
 * player or players sharing first place, or null while nobody has scored.
 */
export function goldenBoot(rows: readonly ScorerRow[], teams: readonly { id: string; name: string }[]): GoldenBootData | null {
  const first = rows.filter((r) => r.rank === 1 && r.goals > 0);
  if (!first.length) return null;
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  return {
    goals: first[0].goals,
    leaders: first.map((r) => ({
      id: r.player.id,
      name: `${r.player.firstName} ${r.player.lastName}`,
      teamId: r.teamId,
      team: teamName.get(r.teamId) ?? "",
    })),
  };
}

/** The home page's Golden Boot card: server data only, no extra script beyond a link or two. */
export function GoldenBoot({ boot }: { boot: GoldenBootData }) {
  const { t } = useTranslation();
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="golden-boot-title" data-testid="golden-boot">
      <div className="card-body gap-3">
        <h2 id="golden-boot-title" className="card-title text-2xl">
          <Trophy aria-hidden="true" className="size-6 text-secondary" /> {t("home.goldenBoot.title")}
        </h2>
        <p className="text-sm text-base-content/80">
          {t(boot.leaders.length > 1 ? "home.goldenBoot.leaders" : "home.goldenBoot.leader")}
        </p>
        <ul className="space-y-1">
          {boot.leaders.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-baseline gap-x-2"
              data-testid="golden-boot-leader"
              data-player-id={p.id}
            >
              <Link to={`/players/${p.id}`} className="link text-lg font-bold">
                {p.name}
              </Link>
              <Link to={`/teams/${p.teamId}`} className="link-hover text-base-content/80">
                {p.team}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-3xl font-extrabold tabular-nums" data-testid="golden-boot-goals">
          {boot.goals === 1 ? t("home.goldenBoot.goalsOne") : t("home.goldenBoot.goals", { count: boot.goals })}
        </p>
        <div className="card-actions">
          <Link to="/tournament#leaders-title" className="link inline-flex items-center gap-1 font-semibold">
            {t("home.goldenBoot.all")} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
