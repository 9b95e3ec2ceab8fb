import { z } from "zod";

/** A match's officials: one referee and up to two assistants. */
export const OFFICIAL_POSITIONS = ["referee", "assistant_1", "assistant_2"] as const;
export type OfficialPosition = (typeof OFFICIAL_POSITIONS)[number];

/** Two matches of one official must kick off at least this far apart. */
export const OFFICIAL_REST_MS = 2 * 3600_000;

const personId = (message: string) => z.string(message).uuid(message);

/** `POST /api/matches/{matchId}/officials`: the whole set, replacing the one before. */
export const MatchOfficialsSchema = z.object({
  matchId: z.string("validation.matchRequired").uuid("validation.matchRequired"),
  refereeId: personId("validation.refereeRequired"),
  assistantIds: z.array(personId("validation.refereeRequired")).max(2, "validation.tooManyAssistants").default([]),
});
export type MatchOfficialsInput = z.infer<typeof MatchOfficialsSchema>;

const optionalPerson = z.preprocess((v) => (v === "" ? undefined : v), personId("validation.refereeRequired").optional());

/** The admin's officials form: a select per position ("" for nobody), sent as the procedure's list. */
export const OfficialsFormSchema = z
  .object({
    matchId: MatchOfficialsSchema.shape.matchId,
    refereeId: MatchOfficialsSchema.shape.refereeId,
    assistant1: optionalPerson,
    assistant2: optionalPerson,
  })
  .transform(({ matchId, refereeId, assistant1, assistant2 }): MatchOfficialsInput => ({
    matchId,
    refereeId,
    assistantIds: [assistant1, assistant2].filter((id): id is string => !!id),
  }));
