import { router } from "../../server/trpc";

export const adminRouter = router({});
