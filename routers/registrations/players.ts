import { z } from "zod";
import type { InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { PlayerRegistration, Team } from "../../db/entities/index";
import {
  PlayerRegistrationFormSchema,
  PlayerRegistrationSchema,
  type PlayerRegistrationFields,
} from "@shared/forms/player-registration.schema";
import { adminProcedure, fail } from "../../server/trpc";
import {
  RegistrationListItem,
  RegistrationOutput,
  applicationProcedure,
  apply,
  register,
  registrationProcedure,
  withPeople,
  type BuildRegistration,
} from "./register";
import { paged } from "../../server/list-paging";

/** The player registration of a person, from the fields both the one-call and the two-call paths carry. */
const buildPlayer =
  (input: z.infer<typeof PlayerRegistrationFields>): BuildRegistration<InferEntity<typeof PlayerRegistration>> =>
  async (em: EntityManager, user) => {
    if (!(await em.count(Team, { id: input.teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
    return em.create(PlayerRegistration, {
      user,
      team: input.teamId,
      preferredPosition: input.preferredPosition,
      skillLevel: input.experience,
      yearsPlaying: input.yearsPlaying ?? null,
      tradeSpecialty: input.tradeSpecialty,
      availability: input.availability,
      medicalInfo: input.medicalInfo || null,
      previousClubs: input.previousClubs || null,
      jerseySize: input.jerseySize ?? null,
      agreesToTerms: input.liabilityWaiver,
      status: "pending",
      submittedAt: new Date(),
      details: {
        height: input.height || null,
        weight: input.weight || null,
        measurements: input.measurements || null,
        shoeSize: input.shoeSize ?? null,
        clothingSize: input.clothingSize ?? null,
        origin: input.origin ?? null,
        languageEnglish: input.languageEnglish,
        languageSpanish: input.languageSpanish,
      },
    });
  };

/** The site's player registration: the person and the registration in one call (and one transaction). */
export const applyPlayer = applicationProcedure()
  .input(PlayerRegistrationFormSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => apply(ctx, "player", input, buildPlayer(input)));

export const registerPlayer = registrationProcedure()
  .meta({
    openapi: {
      method: "POST",
      path: "/registrations/players",
      protect: false,
      tags: ["registrations"],
      summary: "Register the account of step 1 as a player of a team (step 2; liabilityWaiver must be true). Starts pending",
    },
  })
  .input(PlayerRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => register(ctx, "player", input, buildPlayer(input)));

const PlayerRegistrationItem = RegistrationListItem.extend({
  teamId: z.string().uuid().nullish(),
  preferredPosition: z.string(),
  skillLevel: z.string(),
  tradeSpecialty: z.string(),
  availability: z.string(),
  yearsPlaying: z.number().int().nullish(),
  jerseySize: z.string().nullish(),
  medicalInfo: z.string().nullish(),
  previousClubs: z.string().nullish(),
  details: z.record(z.string(), z.unknown()).nullish(),
});

export const listPlayerRegistrations = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/registrations/players",
      protect: true,
      tags: ["registrations"],
      summary: "Player registrations, newest first (admins)",
    },
  })
  .input(paged())
  .output(z.array(PlayerRegistrationItem))
  .query(({ ctx }) => withPeople(ctx.em, ctx.listPage, PlayerRegistration, ["r.team_id as teamId"]));
