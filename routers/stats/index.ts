/**
 * Stats of the match centre (docs/decisions/080-match-centre.md): leaderboards, clean sheets, the
 * fair-play table, a player's figures and the history between two teams. Public reads: players appear
 * with their public fields only (docs/decisions/100).
 */
import { router } from "../../server/trpc";
import { headToHeadProcedures } from "./head-to-head";
import { leaderboardProcedures } from "./leaderboards";
import { playerStatsProcedures } from "./player";

export const statsRouter = router({
  ...leaderboardProcedures,
  ...playerStatsProcedures,
  ...headToHeadProcedures,
});
