import { defineBaseEntity, oneOf, p } from "./base";
import { Match } from "./match.entity";
import { User } from "./user.entity";
import { OFFICIAL_POSITIONS } from "@shared/forms/officials.schema";

/** A match's referee or assistant referee; only the referee records the match (docs/decisions/111). */
export const MatchOfficial = defineBaseEntity({
  name: "MatchOfficial",
  tableName: "match_officials",
  uniques: [{ properties: ["matchId", "userId"] }, { properties: ["matchId", "position"] }],
  indexes: [{ properties: ["userId"] }],
  properties: {
    matchId: p.manyToOne(Match).mapToPk().fieldName("match_id").deleteRule("cascade"),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    position: oneOf(OFFICIAL_POSITIONS),
  },
});
