import { router } from "../../server/trpc";

export const staffRouter = router({});
