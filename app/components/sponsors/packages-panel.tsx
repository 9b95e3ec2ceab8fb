import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Check, ChevronDown, ChevronUp, Crown } from "lucide-react";
import type { SponsorTier } from "@shared/forms/sponsor-inquiry.schema";
import { TIER_OPTIONS, VISIBLE_BENEFITS, tierPrice, type TierOption } from "./tiers";
import { InquiryLink } from "./inquiry-link";

/** Spec §2: the title sponsorship's fixed figures. */
const TITLE_FIGURES = [
  { value: "500K+", key: "investment" },
  { value: "5", key: "tournaments" },
  { value: "10M+", key: "impressions" },
] as const;

const ACCENT: Record<TierOption["color"], string> = {
  primary: "border-t-primary",
  secondary: "border-t-secondary",
  accent: "border-t-accent",
};

/** Packages tab: the title-sponsor banner with its figures, the three tier cards and the start button. */
export function PackagesPanel({
  titleSponsor,
  onInquire,
}: {
  titleSponsor: string | null;
  onInquire: (tier: SponsorTier | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <section
        aria-labelledby="title-sponsor-title"
        className="rounded-box bg-neutral p-8 text-neutral-content"
        data-testid="title-banner"
      >
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide">
          <Crown aria-hidden="true" className="size-5" /> {t("sponsors.banner.kicker")}
        </p>
        <h2 id="title-sponsor-title" className="mt-2 text-3xl font-extrabold">
          {titleSponsor ? t("sponsors.banner.current", { name: titleSponsor }) : t("sponsors.banner.claim")}
        </h2>
        <p className="mt-2 max-w-2xl">{titleSponsor ? t("sponsors.banner.currentText") : t("sponsors.banner.claimText")}</p>
        {titleSponsor ? null : (
          <InquiryLink tier="title" onInquire={onInquire} className="btn btn-secondary mt-4" testId="claim-title">
            {t("sponsors.banner.claimButton")}
          </InquiryLink>
        )}
        <dl className="mt-6 grid grid-cols-3 gap-4">
          {TITLE_FIGURES.map((f) => (
            <div key={f.key}>
              <dt className="text-sm">{t(`sponsors.figures.${f.key}`)}</dt>
              <dd className="text-3xl font-extrabold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="packages-title" className="space-y-4">
        <div>
          <h2 id="packages-title" className="text-2xl font-bold">
            {t("sponsors.packagesTitle")}
          </h2>
          <p className="text-base-content/80">{t("sponsors.packagesText")}</p>
        </div>
        <div className="grid items-start gap-4 md:grid-cols-3">
          {TIER_OPTIONS.map((tier) => (
            <TierCard key={tier.id} tier={tier} onInquire={onInquire} />
          ))}
        </div>
        <div className="flex justify-center">
          <InquiryLink tier={null} onInquire={onInquire} className="btn btn-primary btn-lg" testId="start-partnership">
            {t("sponsors.start")}
          </InquiryLink>
        </div>
      </section>
    </div>
  );
}

/** A tier card: the first four benefits, all of them when expanded (spec §4: expanding toggles on click). */
function TierCard({ tier, onInquire }: { tier: TierOption; onInquire: (tier: SponsorTier | null) => void }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = `tier-${tier.id}-benefits`;
  const shown = expanded ? tier.benefits : tier.benefits.slice(0, VISIBLE_BENEFITS);
  const hidden = tier.benefits.length - VISIBLE_BENEFITS;
  return (
    <article className={`card border-t-4 bg-base-100 shadow ${ACCENT[tier.color]}`} data-testid={`tier-${tier.id}`}>
      <div className="card-body">
        <h3 className="card-title">{t(`sponsors.tiers.${tier.id}.name`)}</h3>
        <p className="text-2xl font-extrabold" data-testid="tier-price">
          {tierPrice(tier, i18n.language, t)}
        </p>
        <p className="text-base-content/80">{t(`sponsors.tiers.${tier.id}.description`)}</p>
        <ul id={listId} className="space-y-1" data-testid="tier-benefits">
          {shown.map((b) => (
            <li key={b} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t(`sponsors.tiers.${tier.id}.benefits.${b}`)}
            </li>
          ))}
        </ul>
        {hidden > 0 ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm self-start"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((x) => !x)}
          >
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
            {expanded ? t("sponsors.showFewer") : t("sponsors.showAll", { count: tier.benefits.length })}
          </button>
        ) : null}
        <div className="card-actions mt-2">
          <InquiryLink tier={tier.id} onInquire={onInquire} className="btn btn-outline btn-block" testId={`details-${tier.id}`}>
            {t("sponsors.getDetails")}
          </InquiryLink>
        </div>
      </div>
    </article>
  );
}
