import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "../server/trpc";
import { adminRouter } from "./admin/index";
import { authRouter } from "./auth/index";
import { commerceRouter } from "./commerce/index";
import { contentRouter } from "./content/index";
import { formsRouter } from "./forms/index";
import { homeRouter } from "./home/index";
import { insightsRouter } from "./insights/index";
import { jerseysRouter } from "./jerseys/index";
import { matchesRouter } from "./matches/index";
import { newsletterRouter } from "./newsletter/index";
import { playersRouter } from "./players/index";
import { registrationsRouter } from "./registrations/index";
import { sponsorsRouter } from "./sponsors/index";
import { staffRouter } from "./staff/index";
import { statsRouter } from "./stats/index";
import { teamsRouter } from "./teams/index";

/**
 * One router per feature area, one folder per area: `routers/<area>/index.ts` is the area's router. A
 * small area defines its procedures there; a larger one keeps each small group of procedures in its own
 * file with the input and output schemas only it uses, and index.ts assembles them (commerce/, players/,
 * teams/, staff/).
 * Procedure builders (public, public write, admin, public form) come from server/trpc.ts, and the scoped
 * ones (a team's franchise manager or captain, a match's referee, a task's staff member, anyone signed
 * in) from server/auth/scope.ts only, so every area gets the same outage, unsafe-text, admin, scope and
 * rate-limit handling and every write declares who may make it (scope.test.ts); an area may only narrow
 * one for itself (registrations/register.ts adds the clean-up of a failed step 2 to the public form builder).
 *
 * `_lib/` is the one folder that is not an area: what several areas share — the output schemas of
 * teams, players and matches (public and admin shapes side by side, decision 100), the bilingual
 * labels (decision 011) and `tournament/` (the pure rules of match events, suspensions, fair play,
 * player stats and the calendar, and the tournament state computed from the stored matches). It is
 * not named `shared/` because that name is taken by the code the browser runs too (`@shared/…`); the
 * underscore sorts it apart from the areas and says it is no route of its own.
 */
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
