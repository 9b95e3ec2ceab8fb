import { useTranslation } from "~/lib/translations";
import { MessageSquareQuote, Mic, ShieldAlert, Smartphone } from "lucide-react";
import { TRAINING_CARDS, TRAINING_POINTS } from "@shared/media/content";

const ICONS = { interview: Mic, crisis: ShieldAlert, social: Smartphone, sticky: MessageSquareQuote } as const;

/** The four media-training cards: each a collapsible list of three points, open by default. */
export function TrainingCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="training-title" className="space-y-4">
      <div>
        <h2 id="training-title" className="text-2xl font-bold">
          {t("media.training.title")}
        </h2>
        <p className="text-base-content/80">{t("media.training.text")}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {TRAINING_CARDS.map((card) => {
          const Icon = ICONS[card];
          return (
            <details key={card} open className="collapse collapse-arrow bg-base-100 shadow" data-testid={`training-${card}`}>
              <summary className="collapse-title flex min-h-12 items-center gap-2 text-lg font-semibold">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {t(`media.training.${card}.title`)}
              </summary>
              <ul className="collapse-content list-disc space-y-1 pl-10">
                {TRAINING_POINTS.map((p) => (
                  <li key={p}>{t(`media.training.${card}.${p}`)}</li>
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </section>
  );
}
