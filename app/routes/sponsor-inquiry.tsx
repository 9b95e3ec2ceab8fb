import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/sponsor-inquiry";
import { PageHeader } from "~/components/ui/page-header";
import { InquiryForm } from "~/components/sponsors/inquiry-dialog";
import { formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import { SPONSOR_TIERS, SponsorInquirySchema, type SponsorTier } from "@shared/forms/sponsor-inquiry.schema";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { keepDataAfterRefusal } from "~/lib/form-result";

/**
 * The partnership inquiry's own page: where the sponsors page's buttons lead before
 * JavaScript loads, and whose action answers the form, in the sponsors page's dialog or here, with or
 * without JavaScript. `?tier=` preselects the tier a card asked about.
 */
export function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("tier");
  return { tier: SPONSOR_TIERS.find((tier) => tier === asked) ?? null };
}

export const meta = pageMeta("sponsorInquiry");

export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["sponsors"],
  // The page shows no data; `tier` preselects the form's tier.
  cache: { tags: [], params: ["tier"], maxAgeSeconds: 30 },
};

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

export const action = formAction({
  inquire: intent(SponsorInquirySchema, (trpc, input) => trpc.sponsors.inquire(input)),
});

export default function SponsorInquiryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("pages.sponsorInquiry.title");
  const tier: SponsorTier | null = loaderData.tier;
  return (
    <>
      <PageHeader
        title={title}
        description={t("pages.sponsorInquiry.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.sponsors.title"), to: "/sponsors" }, { label: title }]}
      />
      <div className="card max-w-2xl border border-base-300 bg-base-100 p-6">
        <InquiryForm tier={tier} />
      </div>
    </>
  );
}
