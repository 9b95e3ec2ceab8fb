/**
 * A match's officials (an admin assigns a referee and up to two assistants) and the referee's sign-off
 * of the match report, after which only an admin changes the match, with a reason (docs/decisions/111).
 */
import { z } from "zod";
import { SignOffSchema } from "@shared/forms/match.schema";
import { invalidateReads } from "../../server/read-cache";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, MatchOfficial, User, type MatchRow } from "../../db/entities/index";
import type { Lang } from "../../server/i18n";
import { MatchOfficialsSchema, OFFICIAL_POSITIONS, type OfficialPosition } from "@shared/forms/officials.schema";
import { formatDateTime } from "@shared/format";
import { adminProcedure, fail, failFields, type FieldMessage } from "../../server/trpc";
import { lockedMatchFor, matchOfficialProcedure } from "../../server/auth/scope";
import { actorOf, audit } from "../../server/audit";
import { officialClash } from "@shared/tournament/official-clash";
import { teamNames } from "./timeline";

const OfficialOutput = z.object({
  userId: z.string().uuid(),
  position: z.enum(OFFICIAL_POSITIONS),
  firstName: z.string(),
  lastName: z.string(),
});
const OfficialsOutput = z.object({ matchId: z.string().uuid(), officials: z.array(OfficialOutput) });
const SignOffOutput = z.object({ matchId: z.string().uuid(), signedOffAt: z.date(), signedOffBy: z.string() });

type Person = { id: string; firstName: string; lastName: string };

/** A 409 naming the official's other match when its kick-off is less than 2 hours from this one's. */
export async function refuseOfficialClash(tx: EntityManager, lang: Lang, m: Pick<MatchRow, "id" | "matchDate">, person: Person) {
  const theirs = await tx.find(MatchOfficial, { userId: person.id, matchId: { $ne: m.id } });
  const others = await tx.find(
    Match,
    { id: { $in: theirs.map((o) => o.matchId) } },
    { fields: ["matchDate", "homeTeamId", "awayTeamId"] },
  );
  const clash = officialClash(
    m.id,
    m.matchDate,
    others.map((o) => ({ matchId: o.id, matchDate: o.matchDate })),
  );
  if (!clash) return;
  const other = others.find((o) => o.id === clash.matchId)!;
  const names = await teamNames(tx, other);
  fail("CONFLICT", "errors.officialClash", {
    name: `${person.firstName} ${person.lastName}`,
    match: `${names.get(other.homeTeamId)} – ${names.get(other.awayTeamId)}`,
    kickOff: formatDateTime(lang, other.matchDate),
  });
}

export const officialProcedures = {
  setOfficials: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/matches/{matchId}/officials",
        protect: true,
        tags: ["matches"],
        summary:
          "Assign a match's referee and up to two assistants, replacing those before (admin). 409 naming the other match when an official's kick-offs would be less than 2 hours apart",
      },
    })
    .input(MatchOfficialsSchema)
    .output(OfficialsOutput)
    .mutation(async ({ ctx, input }) => {
      const positions: Array<{ userId: string; position: OfficialPosition; path: string }> = [
        { userId: input.refereeId, position: "referee", path: "refereeId" },
        ...input.assistantIds.map((userId, i) => ({
          userId,
          position: `assistant_${i + 1}` as OfficialPosition,
          path: `assistantIds.${i}`,
        })),
      ];
      if (new Set(positions.map((p) => p.userId)).size !== positions.length)
        failFields({ assistantIds: "validation.officialTwice" });
      return ctx.em.transactional(async (tx) => {
        // Locked, so two assignments racing for one official both see the other's rows.
        const m = await tx.findOne(Match, input.matchId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!m) fail("NOT_FOUND", "errors.matchNotFound");
        const people = new Map((await tx.find(User, { id: { $in: positions.map((p) => p.userId) } })).map((u) => [u.id, u]));
        const refused: Record<string, FieldMessage> = {};
        for (const p of positions) if (people.get(p.userId)?.role !== "referee") refused[p.path] = "validation.notAReferee";
        if (Object.keys(refused).length) failFields(refused);
        for (const p of positions) await refuseOfficialClash(tx, ctx.lang, m, people.get(p.userId)!);
        await tx.nativeDelete(MatchOfficial, { matchId: m.id });
        for (const p of positions) tx.create(MatchOfficial, { matchId: m.id, userId: p.userId, position: p.position });
        audit(tx, ctx.user, "officials.assigned", {
          matchId: m.id,
          officials: positions.map(({ userId, position }) => ({ userId, position })),
        });
        await tx.flush();
        return {
          matchId: m.id,
          officials: positions.map((p) => ({
            userId: p.userId,
            position: p.position,
            firstName: people.get(p.userId)!.firstName,
            lastName: people.get(p.userId)!.lastName,
          })),
        };
      });
    }),

  signOff: matchOfficialProcedure()
    .meta({
      openapi: {
        method: "POST",
        path: "/matches/{matchId}/sign-off",
        protect: true,
        tags: ["matches"],
        summary:
          "Sign off a completed match's report (its referee, or an admin): after it only an admin changes the result or events, with a reason",
      },
    })
    .input(SignOffSchema)
    .output(SignOffOutput)
    .mutation(async ({ ctx, input }) =>
      ctx.em.transactional(async (tx) => {
        const m = await lockedMatchFor(tx, ctx, input.matchId);
        if (m.status !== "completed") fail("CONFLICT", "errors.signOffNotCompleted");
        if (m.signedOffAt) fail("CONFLICT", "errors.alreadySignedOff");
        const { actor } = actorOf(ctx.user);
        m.signedOffAt = new Date();
        m.signedOffBy = actor;
        audit(tx, ctx.user, "match.signed_off", { matchId: m.id, homeScore: m.homeScore, awayScore: m.awayScore });
        await tx.flush();
        // Pages and reads show the signed-off report (MatchOutput.signedOffAt).
        await invalidateReads(tx, ["matches"]);
        return { matchId: m.id, signedOffAt: m.signedOffAt, signedOffBy: actor };
      }),
    ),
};
