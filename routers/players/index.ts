import { router } from "../../server/trpc";
import { adminPlayerProcedures } from "./admin";
import { publicPlayerProcedures } from "./public";

/** Players: the public reads (public fields only) and the admin's roster with contact details. */
export const playersRouter = router({
  ...publicPlayerProcedures,
  ...adminPlayerProcedures,
});
