import { router } from "../../server/trpc";

export const contentRouter = router({});
