import { intent, procedureIntent } from "~/lib/form-action.server";
import { DeleteMatchEventSchema, LineupSchema, MatchEventSchema } from "@shared/forms/match-centre.schema";
import { MatchUpdateSchema, SignOffSchema } from "@shared/forms/match.schema";

/**
 * The console's writes, for every page that shows it (/admin, /my-matches): each is one procedure,
 * whose gate decides who may call it (admins; the match's referee for events, its state and sign-off),
 * and whose input schema is the intent's: the console's JSON is parsed once, by the procedure.
 */
export const consoleIntents = {
  addEvent: procedureIntent(MatchEventSchema, (trpc, input) => trpc.matches.addEvent(input)),
  deleteEvent: procedureIntent(DeleteMatchEventSchema, (trpc, input) => trpc.matches.deleteEvent(input)),
  matchState: procedureIntent(MatchUpdateSchema, (trpc, input) => trpc.matches.update(input)),
  signOff: procedureIntent(SignOffSchema, (trpc, input) => trpc.matches.signOff(input)),
};

/** A team's line-up for a match (admins; the team's captain until kick-off). */
export const lineupIntents = {
  lineup: intent(LineupSchema, (trpc, input) => trpc.matches.setLineup(input)),
};
