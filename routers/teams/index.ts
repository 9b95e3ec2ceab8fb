import { router } from "../../server/trpc";
import { publicTeamProcedures } from "./public";
import { teamTextProcedures } from "./texts";

/** Teams: the public reads and the admin's bilingual texts. */
export const teamsRouter = router({
  ...publicTeamProcedures,
  ...teamTextProcedures,
});
