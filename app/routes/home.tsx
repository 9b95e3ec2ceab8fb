import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ArrowRight, Handshake, Trophy, UsersRound } from "lucide-react";
import type { Route } from "./+types/home";
import type { CachedHandle } from "@shared/page-cache";
import type { TranslatedHandle } from "@shared/i18n/language";
import { Countdown } from "~/components/shell/countdown";
import { VISITOR_FORM_PATHS, opensDialog } from "~/components/forms/visitor-paths";
import { useShell } from "~/components/shell/shell-context";
import { NewsletterBlock } from "~/components/home/newsletter-block";
import { StatsCarousel, type Stat } from "~/components/home/stats-carousel";
import { EVENT_START } from "~/lib/countdown";
import { pageMeta } from "~/lib/meta";
import { tournamentPhase, type TournamentPhase } from "@shared/tournament/phase";
import { GoldenBoot, goldenBoot } from "~/components/home/golden-boot";

const LiveNow = lazy(() => import("~/components/home/live-now"));

export const meta = pageMeta("home", { share: true });

/**
 * Kept for anonymous visitors: the phase, the live matches and Golden Boot follow the matches and their
 * events. The tournament strings are the live matches' rows and what the live region reads aloud.
 */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "matchCentre"],
  cache: { tags: ["teams", "players", "matches"], maxAgeSeconds: 30 },
};

export async function loader({ context }: Route.LoaderArgs) {
  // The phase is worked out here, with the request time, so the browser renders the same words.
  const now = Date.now();
  const [stats, matches, teams, scorers] = await Promise.all([
    context.trpc.home.stats(),
    context.trpc.matches.list(),
    context.trpc.teams.list(),
    context.trpc.stats.topScorers({ limit: 10 }),
  ]);
  const phase = tournamentPhase(now, matches, EVENT_START);
  const champion = phase.kind === "finished" ? (teams.find((team) => team.id === phase.championTeamId)?.name ?? null) : null;
  // The matches being played, kept current on the page by the live stream from this cursor on.
  const live = matches.filter((m) => m.status === "live");
  return {
    stats,
    now,
    phase,
    champion,
    goldenBoot: goldenBoot(scorers, teams),
    live,
    teamNames: teams.map((team) => ({ id: team.id, name: team.name })),
    liveCursor: context.liveCursor,
  };
}

const FEATURES = [
  { key: "tournament", to: "/tournament", icon: Trophy },
  { key: "teams", to: "/teams", icon: UsersRound },
  { key: "sponsors", to: "/sponsors", icon: Handshake },
] as const;

/** Spec §1: the value section's fixed figures. */
const VALUE_FIGURES = [
  { value: "15+", key: "specialties" },
  { value: "$50M+", key: "industry" },
  { value: "500K+", key: "reach" },
  { value: "100%", key: "professional" },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { openEventRegistration } = useShell();
  const fmt = new Intl.NumberFormat(i18n.language);
  const stats: Stat[] = [
    { key: "teams", value: fmt.format(loaderData.stats.teams), to: "/teams" },
    { key: "players", value: fmt.format(loaderData.stats.players), to: "/players" },
    { key: "trades", value: fmt.format(loaderData.stats.trades), to: "/teams" },
    { key: "year", value: "2026", to: "/tournament" },
  ];
  return (
    <div className="space-y-14">
      <section className="hero rounded-box bg-base-100 py-10 shadow">
        <div className="hero-content flex-col gap-8 text-center">
          <p className="badge badge-primary badge-lg">{t("home.heroKicker")}</p>
          <h1 className="text-4xl font-extrabold md:text-6xl">{t("home.heroTitle")}</h1>
          <p className="max-w-2xl text-lg text-base-content/80">{t("home.heroText")}</p>
          <TournamentStatus phase={loaderData.phase} champion={loaderData.champion} now={loaderData.now} />
        </div>
      </section>

      {loaderData.phase.kind === "in_progress" ? (
        // Its code (the live stream, the match rows) loads only while a tournament is under way; the server renders it.
        <Suspense fallback={null}>
          <LiveNow matches={loaderData.live} teams={loaderData.teamNames} liveCursor={loaderData.liveCursor} />
        </Suspense>
      ) : null}

      {loaderData.goldenBoot ? <GoldenBoot boot={loaderData.goldenBoot} /> : null}

      <StatsCarousel stats={stats} />

      <section aria-labelledby="features-title" className="space-y-4">
        <h2 id="features-title" className="text-2xl font-bold">
          {t("home.features.title")}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ key, to, icon: Icon }) => (
            <Link key={key} to={to} className="card bg-base-100 shadow transition hover:shadow-lg" data-testid={`feature-${key}`}>
              <div className="card-body">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="card-title">{t(`home.features.${key}.title`)}</h3>
                <p className="text-base-content/80">{t(`home.features.${key}.text`)}</p>
                <span className="flex items-center gap-1 font-semibold text-primary">
                  {t("common.learnMore")} <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </div>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="value-title" className="rounded-box bg-neutral p-8 text-neutral-content">
        <h2 id="value-title" className="text-2xl font-bold">
          {t("home.value.title")}
        </h2>
        <p className="mt-2 max-w-3xl">{t("home.value.text")}</p>
        <dl className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-4">
          {VALUE_FIGURES.map((f) => (
            <div key={f.key}>
              <dt className="text-sm">{t(`home.value.${f.key}`)}</dt>
              <dd className="text-3xl font-extrabold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cta-title" className="card bg-base-100 shadow">
        <div className="card-body items-center text-center">
          <h2 id="cta-title" className="card-title text-2xl">
            {t("home.cta.title")}
          </h2>
          <p className="text-base-content/80">{t("home.cta.text")}</p>
          <div className="card-actions mt-2">
            <a
              href={VISITOR_FORM_PATHS.event}
              className="btn btn-primary"
              onClick={(e) => opensDialog(e) && openEventRegistration()}
              data-testid="cta-register"
            >
              {t("home.cta.register")}
            </a>
            <Link to="/sponsors" className="btn btn-outline">
              {t("home.cta.sponsor")}
            </Link>
          </div>
        </div>
      </section>

      <NewsletterBlock />
    </div>
  );
}

/** Before kick-off a countdown; then the tournament under way (live now), its champion, or results awaited. */
function TournamentStatus({ phase, champion, now }: { phase: TournamentPhase; champion: string | null; now: number }) {
  const { t } = useTranslation();
  if (phase.kind === "upcoming") {
    return (
      <div className="space-y-3" data-testid="tournament-status" data-phase={phase.kind}>
        <h2 className="text-lg font-semibold">{t("home.countdownTitle")}</h2>
        <Countdown variant="home" serverNow={now} />
      </div>
    );
  }
  const [title, text, link] =
    phase.kind === "finished"
      ? [t("home.phase.championsTitle", { team: champion ?? "" }), t("home.phase.championsText"), t("home.phase.results")]
      : phase.kind === "awaiting_results"
        ? [t("home.phase.awaitingTitle"), t("home.phase.awaitingText"), t("home.phase.results")]
        : [t("home.phase.inProgressTitle"), t("home.phase.inProgressText"), t("home.phase.follow")];
  return (
    <div className="flex flex-col items-center gap-3" data-testid="tournament-status" data-phase={phase.kind}>
      {phase.kind === "in_progress" && phase.live ? (
        <p className="badge badge-error gap-1 font-semibold">
          <span aria-hidden="true" className="size-2 rounded-full bg-current" /> {t("home.phase.liveNow")}
        </p>
      ) : null}
      <h2 className="flex items-center gap-2 text-2xl font-bold">
        {phase.kind === "finished" ? <Trophy aria-hidden="true" className="size-6 text-secondary" /> : null}
        {title}
      </h2>
      <p className="text-base-content/80">{text}</p>
      <Link to="/tournament" className="btn btn-primary">
        {link} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
