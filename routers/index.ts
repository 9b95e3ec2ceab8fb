import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "../server/trpc";
import { adminRouter } from "./admin/index";
import { authRouter } from "./auth/index";
import { commerceRouter } from "./commerce/index";
import { contentRouter } from "./content/index";
import { formsRouter } from "./forms";
import { homeRouter } from "./home";
import { insightsRouter } from "./insights/index";
import { jerseysRouter } from "./jerseys/index";
import { matchesRouter } from "./matches";
import { newsletterRouter } from "./newsletter";
import { playersRouter } from "./players";
import { registrationsRouter } from "./registrations/index";
import { sponsorsRouter } from "./sponsors/index";
import { staffRouter } from "./staff/index";
import { statsRouter } from "./stats/index";
import { teamsRouter } from "./teams";

/** One router per feature area; each area's folder (or file) owns its procedures. */
export const appRouter = router({
  home: homeRouter,
  teams: teamsRouter,
  players: playersRouter,
  matches: matchesRouter,
  newsletter: newsletterRouter,
  forms: formsRouter,
  sponsors: sponsorsRouter,
  content: contentRouter,
  commerce: commerceRouter,
  jerseys: jerseysRouter,
  registrations: registrationsRouter,
  staff: staffRouter,
  admin: adminRouter,
  auth: authRouter,
  insights: insightsRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
