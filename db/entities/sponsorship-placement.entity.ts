import { defineBaseEntity, p } from "./base";
import { JerseyDesign } from "./jersey-design.entity";
import { Sponsor } from "./sponsor.entity";

export const SponsorshipPlacement = defineBaseEntity({
  name: "SponsorshipPlacement",
  tableName: "sponsorship_placements",
  properties: {
    jerseyDesignId: p.manyToOne(JerseyDesign).mapToPk().fieldName("jersey_design_id").deleteRule("cascade"),
    zone: p.string(),
    sponsorId: p.manyToOne(Sponsor).mapToPk().fieldName("sponsor_id").nullable(),
    logoUrl: p.string().nullable(),
    width: p.integer(),
    height: p.integer(),
    xPosition: p.integer(),
    yPosition: p.integer(),
    isActive: p.boolean().default(true),
  },
});
