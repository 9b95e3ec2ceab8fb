import { router } from "../../server/trpc";
import { adminMatchProcedures } from "./admin";
import { detailProcedures } from "./detail";
import { lineupProcedures } from "./lineups";
import { lotsProcedures } from "./lots";
import { officialProcedures } from "./officials";
import { publicMatchProcedures } from "./public";
import { timelineProcedures } from "./timeline";

/** Matches: the public reads, a match's page, its timeline and line-ups, the draw of lots and the admin's writes. */
export const matchesRouter = router({
  ...publicMatchProcedures,
  ...detailProcedures,
  ...timelineProcedures,
  ...lineupProcedures,
  ...lotsProcedures,
  ...adminMatchProcedures,
  ...officialProcedures,
});
