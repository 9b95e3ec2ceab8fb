import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "../server/trpc";
import { formsRouter } from "./forms";
import { homeRouter } from "./home";
import { matchesRouter } from "./matches";
import { newsletterRouter } from "./newsletter";
import { playersRouter } from "./players";
import { teamsRouter } from "./teams";

export const appRouter = router({
  home: homeRouter,
  teams: teamsRouter,
  players: playersRouter,
  matches: matchesRouter,
  newsletter: newsletterRouter,
  forms: formsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
