import { useTranslation } from "~/lib/translations";
import { CalendarClock, ExternalLink, Globe, Mail, Sparkles } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { SPONSOR_TIERS, type SponsorTier } from "@shared/forms/sponsor-inquiry.schema";
import { PARTNERSHIPS_EMAIL, PARTNERSHIPS_SCHEDULING, PARTNERSHIPS_WEBSITE } from "@shared/contacts";
import { InquiryLink } from "./inquiry-link";
import type { RouterOutputs } from "../../../routers/index";

type Sponsor = RouterOutputs["sponsors"]["list"][number];

/** Current partners tab: sponsors grouped by tier (an empty tier shows TBD), or an invitation; contact links. */
export function PartnersPanel({ sponsors, onInquire }: { sponsors: Sponsor[]; onInquire: (tier: SponsorTier | null) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-2xl font-bold">{t("sponsors.partners.title")}</h2>
        <p className="text-base-content/80">{t("sponsors.partners.text")}</p>
      </div>
      {sponsors.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title={t("sponsors.partners.emptyTitle")}
          text={t("sponsors.partners.emptyText")}
          action={
            <InquiryLink tier={null} onInquire={onInquire} className="btn btn-primary">
              {t("sponsors.start")}
            </InquiryLink>
          }
        />
      ) : (
        SPONSOR_TIERS.map((tier) => {
          const group = sponsors.filter((s) => s.tier === tier);
          return (
            <section key={tier} aria-labelledby={`partners-${tier}`} className="space-y-3" data-testid={`partners-${tier}`}>
              <h3 id={`partners-${tier}`} className="text-xl font-bold">
                {t(`sponsors.partners.groups.${tier}`)}
              </h3>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.length === 0 ? (
                  <li className="card border border-dashed border-base-300 bg-base-100">
                    <div className="card-body">
                      <p className="card-title">{t("sponsors.partners.tbd")}</p>
                      <p className="text-base-content/80">{t("sponsors.partners.tbdText")}</p>
                    </div>
                  </li>
                ) : (
                  group.map((s) => (
                    <li key={s.id} className="card bg-base-100 shadow">
                      <div className="card-body">
                        <p className="card-title">{s.name}</p>
                        {s.description ? <p className="text-base-content/80">{s.description}</p> : null}
                        {s.websiteUrl ? (
                          <a
                            href={s.websiteUrl}
                            className="link link-primary inline-flex min-h-6 items-center gap-1"
                            rel="noopener noreferrer"
                          >
                            {t("sponsors.partners.visit", { name: s.name })}{" "}
                            <ExternalLink aria-hidden="true" className="size-4" />
                          </a>
                        ) : null}
                      </div>
                    </li>
                  ))
                )}
              </ul>
            </section>
          );
        })
      )}
      <section aria-labelledby="partner-contact-title" className="card bg-base-100 shadow">
        <div className="card-body">
          <h3 id="partner-contact-title" className="card-title">
            {t("sponsors.partners.contactTitle")}
          </h3>
          <p className="text-base-content/80">{t("sponsors.partners.contactText")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={`mailto:${PARTNERSHIPS_EMAIL}`} className="btn btn-outline">
              <Mail aria-hidden="true" className="size-4" /> {t("sponsors.partners.email", { email: PARTNERSHIPS_EMAIL })}
            </a>
            <a href={PARTNERSHIPS_WEBSITE} className="btn btn-outline" rel="noopener noreferrer">
              <Globe aria-hidden="true" className="size-4" /> {t("sponsors.partners.website")}
            </a>
            <a href={PARTNERSHIPS_SCHEDULING} className="btn btn-outline" rel="noopener noreferrer">
              <CalendarClock aria-hidden="true" className="size-4" /> {t("sponsors.partners.schedule")}
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
