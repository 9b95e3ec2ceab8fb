import { useTranslation } from "~/lib/translations";
import { CheckCircle2, Globe2, GraduationCap, HandHeart, Megaphone, Ticket, UsersRound } from "lucide-react";

const CARDS = [
  { key: "visibility", icon: Megaphone },
  { key: "community", icon: HandHeart },
  { key: "talent", icon: GraduationCap },
  { key: "networking", icon: UsersRound },
  { key: "digital", icon: Globe2 },
  { key: "hospitality", icon: Ticket },
] as const;

const VALUE_POINTS = ["audience", "authentic", "measurable", "flexible"] as const;

/** Benefits tab: static benefit cards and the value proposition. */
export function BenefitsPanel() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <section aria-labelledby="benefits-title" className="space-y-4">
        <div>
          <h2 id="benefits-title" className="text-2xl font-bold">
            {t("sponsors.benefits.title")}
          </h2>
          <p className="max-w-3xl text-base-content/80">{t("sponsors.benefits.text")}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ key, icon: Icon }) => (
            <li key={key} className="card bg-base-100 shadow">
              <div className="card-body">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="card-title">{t(`sponsors.benefits.cards.${key}.title`)}</h3>
                <p className="text-base-content/80">{t(`sponsors.benefits.cards.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="value-title" className="card bg-base-100 shadow">
        <div className="card-body">
          <h2 id="value-title" className="card-title text-2xl">
            {t("sponsors.benefits.valueTitle")}
          </h2>
          <p className="text-base-content/80">{t("sponsors.benefits.valueText")}</p>
          <ul className="mt-2 grid gap-2 md:grid-cols-2">
            {VALUE_POINTS.map((key) => (
              <li key={key} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {t(`sponsors.benefits.value.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
