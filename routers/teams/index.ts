import { router } from "../../server/trpc";
import { publicTeamProcedures } from "./public";
import { teamTextProcedures } from "./texts";
import { captainInvitationProcedures } from "../auth/invitations";

/** Teams: the public reads, the bilingual texts (admin, franchise manager) and inviting the captain. */
export const teamsRouter = router({
  ...publicTeamProcedures,
  ...teamTextProcedures,
  ...captainInvitationProcedures,
});
