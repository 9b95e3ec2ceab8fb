import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ArrowRight, ExternalLink, Factory, Globe2, Handshake } from "lucide-react";

const CARDS = [
  { key: "sponsor", icon: Globe2 },
  { key: "compete", icon: Factory },
  { key: "partner", icon: Handshake },
] as const;

/** Spec §2: static global figures. */
const FIGURES = [
  { value: "50+", key: "countries" },
  { value: "25+", key: "industries" },
  { value: "100M+", key: "viewership" },
  { value: "6", key: "continents" },
] as const;

/** Global tab: three cards to /global-companies and a button that opens it in a new tab. */
export function GlobalPanel() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">{t("sponsors.global.title")}</h2>
          <p className="text-base-content/80">{t("sponsors.global.text")}</p>
        </div>
        <a href="/global-companies" target="_blank" rel="noopener" className="btn btn-primary" data-testid="global-new-tab">
          {t("sponsors.global.openNewTab")} <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("sponsors.global.newTab")}</span>
        </a>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Link
              to="/global-companies"
              className="card h-full bg-base-100 shadow transition hover:shadow-lg"
              data-testid={`global-card-${key}`}
            >
              <span className="card-body">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <span className="card-title">{t(`sponsors.global.cards.${key}.title`)}</span>
                <span className="text-base-content/80">{t(`sponsors.global.cards.${key}.text`)}</span>
                <span className="flex items-center gap-1 font-semibold text-primary">
                  {t("sponsors.global.register")} <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-4 rounded-box bg-neutral p-6 text-neutral-content md:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.key}>
            <dt className="text-sm">{t(`sponsors.global.figures.${f.key}`)}</dt>
            <dd className="text-3xl font-extrabold">{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
