import { translate, type Lang } from "../../server/i18n";
import type { SponsorInquiryInput } from "@shared/forms/sponsor-inquiry.schema";

/** The confirmation a visitor receives for a partnership inquiry, in the language they wrote in. */
export function inquiryConfirmationMail(
  lang: Lang,
  inquiry: Pick<SponsorInquiryInput, "contactName" | "companyName" | "sponsorshipTier">,
) {
  const vars = {
    name: inquiry.contactName,
    company: inquiry.companyName,
    tier: translate(lang, `sponsors.tiers.${inquiry.sponsorshipTier}.name`),
  };
  return { subject: translate(lang, "sponsors.mail.subject", vars), body: translate(lang, "sponsors.mail.body", vars) };
}
