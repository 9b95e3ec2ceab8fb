import { router } from "../../server/trpc";
import { designProcedures } from "./designs";
import { logoProcedures } from "./logo";

/** The jersey designer: saved designs with their sponsorship placements, and the logo proxy. */
export const jerseysRouter = router({
  ...designProcedures,
  ...logoProcedures,
});
