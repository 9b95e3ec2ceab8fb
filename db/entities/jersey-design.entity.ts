import { defineBaseEntity, p } from "./base";
import { Team } from "./team.entity";

export type SponsorshipZone = {
  id: string; name: string; x: number; y: number; width: number; height: number;
  maxLogoSize: number; sponsorId?: string | null; logoUrl?: string | null;
};
export const JerseyDesign = defineBaseEntity({
  name: "JerseyDesign",
  tableName: "jersey_designs",
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    designName: p.string(),
    primaryColor: p.string(),
    secondaryColor: p.string(),
    accentColor: p.string(),
    pattern: p.string(),
    logoPosition: p.string().default("center"),
    sponsorshipZones: p.json<SponsorshipZone[]>(),
    designPreviewUrl: p.text().nullable(),
    isActive: p.boolean().default(true),
  },
});
