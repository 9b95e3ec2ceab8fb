import { router } from "../../server/trpc";

export const insightsRouter = router({});
