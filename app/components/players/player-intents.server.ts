import { intent } from "~/lib/form-action.server";
import { PlayerCreateSchema } from "@shared/forms/player.schema";

/**
 * The Add Player form's intent, on every page that shows it (/players, /teams, /teams/:id): an admin
 * procedure, so a visitor's post is answered 401/403 by its gate.
 */
export const playerIntents = {
  createPlayer: intent(PlayerCreateSchema, (trpc, input) => trpc.players.create(input)),
};
