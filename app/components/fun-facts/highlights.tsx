import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { Fact } from "./fact-library";

/** The fun-facts page's second area (platform spec §2, §9): ten facts about the Cup, and where to go next. */
export function FactHighlights({ highlights }: { highlights: Fact[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "es" ? "es" : "en";
  return (
    <section aria-labelledby="highlights-title" className="space-y-4">
      <div>
        <h2 id="highlights-title" className="text-2xl font-bold">
          {t("funFacts.highlights.title")}
        </h2>
        <p className="text-base-content/80">{t("funFacts.highlights.text")}</p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2" data-testid="fact-highlights">
        {highlights.map((h) => (
          <li key={h.id} className="card bg-base-100 shadow-sm">
            <div className="card-body flex-row items-start gap-3 p-4">
              <span aria-hidden="true" className="text-2xl">
                {h.icon}
              </span>
              <p>{h.translations[lang]}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Link to="/register" className="btn btn-primary">
          {t("funFacts.highlights.register")}
        </Link>
        <Link to="/teams" className="btn btn-outline">
          {t("funFacts.highlights.teams")}
        </Link>
      </div>
    </section>
  );
}
