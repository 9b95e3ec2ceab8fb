import { z } from "zod";

/** Sponsorship tiers (spec §9), cheapest last. */
export const SPONSOR_TIERS = ["title", "premium", "standard"] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

const required = (key: string) => z.string(key).trim().min(1, key);

/** Partnership inquiry (spec §3/§5): one schema for the dialog and `POST /api/sponsor-inquiries`. */
export const SponsorInquirySchema = z.object({
  companyName: required("validation.sponsorInquiry.companyNameRequired").max(200, "validation.tooLong"),
  contactName: required("validation.sponsorInquiry.contactNameRequired").max(200, "validation.tooLong"),
  email: z
    .string("validation.sponsorInquiry.emailRequired")
    .trim()
    .email("validation.sponsorInquiry.emailRequired")
    .max(254, "validation.tooLong"),
  phone: z.string().trim().max(40, "validation.tooLong").optional(),
  sponsorshipTier: z.enum(SPONSOR_TIERS, "validation.sponsorInquiry.tierRequired"),
  message: z
    .string("validation.sponsorInquiry.messageMin")
    .trim()
    .min(10, "validation.sponsorInquiry.messageMin")
    .max(5000, "validation.tooLong"),
});
export type SponsorInquiryInput = z.infer<typeof SponsorInquirySchema>;
