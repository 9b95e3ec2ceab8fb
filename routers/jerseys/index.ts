import { router } from "../../server/trpc";

export const jerseysRouter = router({});
