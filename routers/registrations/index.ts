import { router } from "../../server/trpc";

export const registrationsRouter = router({});
