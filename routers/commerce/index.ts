import { router } from "../../server/trpc";

export const commerceRouter = router({});
