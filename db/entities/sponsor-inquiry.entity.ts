import { defineBaseEntity, p } from "./base";

export const SponsorInquiry = defineBaseEntity({
  name: "SponsorInquiry",
  tableName: "sponsor_inquiries",
  properties: {
    companyName: p.string(),
    contactName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    sponsorshipTier: p.string(),
    message: p.text(),
    language: p.string().default("en"),
  },
});
