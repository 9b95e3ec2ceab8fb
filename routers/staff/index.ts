import { router } from "../../server/trpc";
import { staffMemberProcedures } from "./members";
import { taskProcedures } from "./tasks";

/** Staff members and their project tasks, each with a public shape and an admin one (decision 100). */
export const staffRouter = router({
  ...staffMemberProcedures,
  ...taskProcedures,
});
