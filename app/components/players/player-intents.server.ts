import { intent } from "~/lib/form-action.server";
import { PlayerCreateSchema, PlayerStatusSchema } from "@shared/forms/player.schema";

/**
 * The Add Player form's intent and Player Management's status buttons (reserve, activate), on every
 * page that shows them (/players, /teams, /teams/:id): admin procedures, so a visitor's post is
 * answered 401/403 by their gate.
 */
export const playerIntents = {
  createPlayer: intent(PlayerCreateSchema, (trpc, input) => trpc.players.create(input)),
  setPlayerStatus: intent(PlayerStatusSchema, (trpc, input) => trpc.players.update(input)),
};
