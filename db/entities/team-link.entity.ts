import { defineBaseEntity, p } from "./base";
import { Team } from "./team.entity";
import { User } from "./user.entity";

/**
 * A person's team: the team(s) a franchise manager or captain acts for (docs/decisions/111). An admin
 * sets the links (invitation or directly); the scoped procedures read them (server/auth/scope.ts).
 */
export const TeamLink = defineBaseEntity({
  name: "TeamLink",
  tableName: "team_links",
  uniques: [{ properties: ["userId", "teamId"] }],
  properties: {
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").deleteRule("cascade"),
  },
});
