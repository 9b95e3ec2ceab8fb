import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { PlayerRegistration, Team } from "../../db/entities/index";
import { PlayerRegistrationSchema } from "../../app/forms/player-registration.schema";
import { adminProcedure, fail } from "../../server/trpc";
import { RegistrationListItem, RegistrationOutput, register, registrationProcedure, withPeople } from "./register";

export const registerPlayer = registrationProcedure()
  .meta({ openapi: { method: "POST", path: "/registrations/players", protect: false, tags: ["registrations"], summary: "Register the account of step 1 as a player of a team (step 2; liabilityWaiver must be true). Starts pending" } })
  .input(PlayerRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) =>
    register(ctx, "player", input, async (em: EntityManager, user) => {
      if (!(await em.count(Team, { id: input.teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
      return em.create(PlayerRegistration, {
        userId: user.id,
        teamId: input.teamId,
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
          height: input.height || null, weight: input.weight || null, measurements: input.measurements || null,
          shoeSize: input.shoeSize ?? null, clothingSize: input.clothingSize ?? null, origin: input.origin ?? null,
          languageEnglish: input.languageEnglish, languageSpanish: input.languageSpanish,
        },
      });
    }),
  );

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
  .meta({ openapi: { method: "GET", path: "/registrations/players", protect: true, tags: ["registrations"], summary: "Player registrations, newest first (admins)" } })
  .input(z.void())
  .output(z.array(PlayerRegistrationItem))
  .query(async ({ ctx }) => withPeople(ctx.em, await ctx.em.find(PlayerRegistration, {}, { orderBy: { submittedAt: "desc" } })));
