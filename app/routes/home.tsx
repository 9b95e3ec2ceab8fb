import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowRight, Handshake, Trophy, UsersRound } from "lucide-react";
import type { Route } from "./+types/home";
import { Countdown } from "~/components/shell/countdown";
import { useShell } from "~/components/shell/app-shell";
import { NewsletterBlock } from "~/components/home/newsletter-block";
import { StatsCarousel, type Stat } from "~/components/home/stats-carousel";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("home");

export async function loader({ context }: Route.LoaderArgs) {
  return { stats: await context.trpc.home.stats(), now: Date.now() };
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
          <div className="space-y-3">
            <h2 className="text-lg font-semibold">{t("home.countdownTitle")}</h2>
            <Countdown variant="home" serverNow={loaderData.now} />
          </div>
        </div>
      </section>

      <StatsCarousel stats={stats} />

      <section aria-labelledby="features-title" className="space-y-4">
        <h2 id="features-title" className="text-2xl font-bold">{t("home.features.title")}</h2>
        <div className="grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ key, to, icon: Icon }) => (
            <Link key={key} to={to} className="card bg-base-100 shadow transition hover:shadow-lg" data-testid={`feature-${key}`}>
              <div className="card-body">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="card-title">{t(`home.features.${key}.title`)}</h3>
                <p className="text-base-content/80">{t(`home.features.${key}.text`)}</p>
                <span className="flex items-center gap-1 font-semibold text-primary">{t("common.learnMore")} <ArrowRight aria-hidden="true" className="size-4" /></span>
              </div>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="value-title" className="rounded-box bg-neutral p-8 text-neutral-content">
        <h2 id="value-title" className="text-2xl font-bold">{t("home.value.title")}</h2>
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
          <h2 id="cta-title" className="card-title text-2xl">{t("home.cta.title")}</h2>
          <p className="text-base-content/80">{t("home.cta.text")}</p>
          <div className="card-actions mt-2">
            <button type="button" className="btn btn-primary" onClick={openEventRegistration} data-testid="cta-register">{t("home.cta.register")}</button>
            <Link to="/sponsors" className="btn btn-outline">{t("home.cta.sponsor")}</Link>
          </div>
        </div>
      </section>

      <NewsletterBlock />
    </div>
  );
}
