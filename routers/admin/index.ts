import { router } from "../../server/trpc";
import { backupProcedures } from "./backups";
import { companyProcedures } from "./companies";
import { mailProcedures } from "./mail";
import { matchListProcedures } from "./match-list";
import { overviewProcedures } from "./overview";
import { peopleProcedures } from "./people";
import { reviewProcedures } from "./review";
import { tokenProcedures } from "./tokens";
import { webhookProcedures } from "./webhooks";
import { invitationProcedures, personTeamProcedures } from "../auth/invitations";

/** The admin's area: every procedure is an adminProcedure (./guard.test.ts walks them all). */
export const adminRouter = router({
  ...overviewProcedures,
  ...matchListProcedures,
  ...reviewProcedures,
  ...companyProcedures,
  ...tokenProcedures,
  ...backupProcedures,
  ...webhookProcedures,
  ...invitationProcedures,
  ...personTeamProcedures,
  ...peopleProcedures,
  ...mailProcedures,
});
