import { defineBaseEntity, p } from "./base";
import { Team } from "./team.entity";
import { User } from "./user.entity";

export type SponsorshipZone = {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  maxLogoSize: number;
  sponsorId?: string | null;
  logoUrl?: string | null;
};
/**
 * A saved design. It belongs to whoever made it (decision 107): the account signed in then, and the
 * browser, by the SHA-256 of its `visitor` cookie. Only they change it; anyone may copy it. Its images
 * are data the server keeps: a preview the designer drew, logos fetched through the logo fetcher.
 */
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
    ownerUserId: p.manyToOne(User).mapToPk().fieldName("owner_user_id").nullable().deleteRule("set null"),
    /** SHA-256 (hex) of the maker's `visitor` cookie; no output shows it. */
    ownerKey: p.string().length(64).nullable(),
  },
});
