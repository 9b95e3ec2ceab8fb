import { router } from "../../server/trpc";

export const authRouter = router({});
