import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";

export const SponsorInquiry = defineEntity({
  name: "SponsorInquiry",
  tableName: "sponsor_inquiries",
  properties: {
    ...baseProperties,
    companyName: p.string(),
    contactName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    sponsorshipTier: p.string(),
    message: p.text(),
    language: p.string().default("en"),
  },
});
