import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ArrowRight, BarChart3, Download, Mail, Mic2, Newspaper, Palette, PlayCircle } from "lucide-react";
import { PageHeader } from "~/components/ui/page-header";
import { TrainingCards } from "~/components/media/training-cards";
import { ADVICE, BRAND_KIT_ITEMS, DASHBOARD_FIGURES, HERO_STATS, formatFigure } from "@shared/media/content";
import { PRESS_EMAIL } from "@shared/contacts";
import { pageMeta } from "~/lib/meta";
import { nextQuarter } from "@shared/clock";
import { useServerNow } from "~/lib/use-server-now";
import type { TranslatedHandle } from "@shared/i18n/language";

export const meta = pageMeta("media");

export const handle: TranslatedHandle = { i18n: ["sponsors"] };

const ADVICE_FIGURE = { crisis: "crisisFigure", soundbites: "soundbitesFigure", talkingPoints: "talkingPointsFigure" } as const;

export default function MediaPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "es" ? "es" : "en";
  const soon = nextQuarter(useServerNow());
  return (
    <div className="space-y-12">
      <PageHeader
        kicker={t("media.kicker")}
        title={t("pages.media.title")}
        description={t("pages.media.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.media.title") }]}
        actions={
          <div className="flex max-w-xs flex-col gap-1 md:items-end">
            <a
              href={`/media-kit?lang=${lang}`}
              download
              className="btn btn-primary"
              aria-describedby="media-kit-hint"
              data-testid="download-media-kit"
            >
              <Download aria-hidden="true" className="size-4" /> {t("media.download")}
            </a>
            <p id="media-kit-hint" className="text-sm text-base-content/80 md:text-right">
              {t("media.downloadHint")}
            </p>
          </div>
        }
      />

      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="media-stats">
        {HERO_STATS.map((s) => (
          <div key={s.key} className="card bg-base-100 p-5 shadow">
            <dt className="text-sm font-medium">{t(`media.stats.${s.key}`)}</dt>
            <dd className="text-4xl font-extrabold">{s.value}</dd>
          </div>
        ))}
      </dl>

      <TrainingCards />

      <section aria-labelledby="advice-title" className="rounded-box bg-neutral p-6 text-neutral-content">
        <h2 id="advice-title" className="text-xl font-bold">
          {t("media.advice.title")}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {ADVICE.map((a) => (
            <li key={a}>
              <span className="block text-3xl font-extrabold">{t(`media.advice.${ADVICE_FIGURE[a]}`)}</span>
              <span>{t(`media.advice.${a}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="voice-title" className="card bg-base-100 shadow">
        <div className="card-body">
          <h2 id="voice-title" className="card-title text-2xl">
            <Mic2 aria-hidden="true" className="size-6 text-primary" /> {t("media.voice.title")}
          </h2>
          <p className="text-base-content/80">{t("media.voice.text")}</p>
          <div className="card-actions mt-2 items-center">
            <a
              href={`mailto:${PRESS_EMAIL}?subject=${encodeURIComponent(t("media.voice.applySubject"))}`}
              className="btn btn-primary"
            >
              {t("media.voice.apply")}
            </a>
            <button type="button" className="btn btn-outline" disabled aria-describedby="voice-demo-soon">
              <PlayCircle aria-hidden="true" className="size-4" /> {t("media.voice.demo")}
            </button>
            <span id="voice-demo-soon" className="text-sm text-base-content/80">
              {t("media.voice.demoSoon")}
            </span>
          </div>
        </div>
      </section>

      <section aria-labelledby="dashboard-title" className="card bg-base-100 shadow" data-testid="visibility-dashboard">
        <div className="card-body">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="dashboard-title" className="card-title text-2xl">
              <BarChart3 aria-hidden="true" className="size-6 text-primary" /> {t("media.dashboard.title")}
            </h2>
            <span className="badge badge-secondary">{t("media.dashboard.badge", soon)}</span>
          </div>
          <p className="text-base-content/80">{t("media.dashboard.text")}</p>
          <dl className="mt-2 grid grid-cols-2 gap-4 md:grid-cols-4">
            {DASHBOARD_FIGURES.map((f) => (
              <div key={f.key} className="rounded-box bg-base-200 p-4">
                <dt className="text-sm">{t(`media.dashboard.${f.key}`)}</dt>
                <dd className="text-3xl font-extrabold">{formatFigure(lang, f)}</dd>
              </div>
            ))}
          </dl>
          <div className="card-actions mt-2 items-center">
            <button type="button" className="btn" disabled aria-describedby="dashboard-unavailable">
              {t("media.dashboard.full")}
            </button>
            <span id="dashboard-unavailable" className="text-sm text-base-content/80">
              {t("media.dashboard.fullUnavailable")}
            </span>
          </div>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="brand-kit-title" className="card bg-base-100 shadow">
          <div className="card-body">
            <h2 id="brand-kit-title" className="card-title text-2xl">
              <Palette aria-hidden="true" className="size-6 text-primary" /> {t("media.brandKit.title")}
            </h2>
            <p className="text-base-content/80">{t("media.brandKit.text")}</p>
            <ul className="mt-2 divide-y divide-base-300" data-testid="brand-kit">
              {BRAND_KIT_ITEMS.map((item) => (
                <li key={item} className="flex items-center justify-between gap-2 py-2">
                  <span>{t(`media.brandKit.${item}`)}</span>
                  <span className="badge badge-outline">{t("common.comingSoon")}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section aria-labelledby="press-title" className="card bg-base-100 shadow">
          <div className="card-body">
            <h2 id="press-title" className="card-title text-2xl">
              <Newspaper aria-hidden="true" className="size-6 text-primary" /> {t("media.press.title")}
            </h2>
            <p className="text-base-content/80">{t("media.press.text")}</p>
            <div className="card-actions mt-2">
              <a href={`mailto:${PRESS_EMAIL}`} className="btn btn-outline">
                <Mail aria-hidden="true" className="size-4" /> {t("media.press.contact", { email: PRESS_EMAIL })}
              </a>
            </div>
          </div>
        </section>
      </div>

      <section aria-labelledby="get-started-title" className="card bg-primary text-primary-content">
        <div className="card-body items-center text-center">
          <h2 id="get-started-title" className="card-title text-2xl">
            {t("media.getStarted.title")}
          </h2>
          <p>{t("media.getStarted.text")}</p>
          <Link to="/register" className="btn mt-2" data-testid="media-get-started">
            {t("media.getStarted.button")} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </div>
  );
}
