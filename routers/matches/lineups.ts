/**
 * Line-ups: eleven starters and the substitutes, captain and goalkeeper marked, from the team's active
 * squad, without players suspended by cards (docs/decisions/080-match-centre.md).
 */
import { z } from "zod";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  LineupEntry,
  Match,
  MatchEvent,
  Player,
  type LineupEntryRow,
  type MatchRow,
  type PlayerRow,
} from "../../db/entities/index";
import { LineupSchema } from "@shared/forms/match-centre.schema";
import { CARD_KINDS } from "@shared/forms/match.options";
import { translate } from "../../server/i18n";
import { liveHub } from "../../server/live";
import { fail, failFields, publicProcedure, type FieldMessage } from "../../server/trpc";
import { teamScopedProcedure } from "../../server/auth/scope";
import { audit } from "../../server/audit";
import { suspensionsFor } from "@shared/tournament/suspensions";
import { settleMatchChange } from "./after-change";
import { LineupOutput, SquadPlayerOutput } from "./schemas";
import { refuseImpossibleTimeline, teamNames } from "./timeline";
import { paged } from "../../server/list-paging";

type LineupPlayer = Pick<PlayerRow, "id" | "firstName" | "lastName" | "jerseyNumber" | "position">;

/** One team's line-up in the output shape: goalkeeper first, then by shirt number. */
export function lineupOutput(teamId: string, entries: readonly LineupEntryRow[], players: ReadonlyMap<string, LineupPlayer>) {
  const mine = entries.filter((e) => e.teamId === teamId && players.has(e.playerId));
  if (!mine.length) return null;
  const named = (role: string) =>
    mine
      .filter((e) => e.role === role)
      .map((e) => {
        const p = players.get(e.playerId)!;
        return {
          playerId: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          jerseyNumber: p.jerseyNumber ?? null,
          position: p.position,
          captain: e.captain,
          goalkeeper: e.goalkeeper,
        };
      })
      .sort(
        (a, b) =>
          Number(b.goalkeeper) - Number(a.goalkeeper) ||
          (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100) ||
          a.lastName.localeCompare(b.lastName),
      );
  return {
    teamId,
    starters: named("starter"),
    substitutes: named("substitute"),
    captainId: mine.find((e) => e.captain)?.playerId ?? null,
    goalkeeperId: mine.find((e) => e.goalkeeper)?.playerId ?? null,
    // When it was last sent: its newest entry's time.
    sentAt: new Date(Math.max(...mine.map((e) => new Date(e.updatedAt ?? e.createdAt).getTime()))),
  };
}

/** Players of the team suspended for this match, from the cards of its earlier matches. */
async function suspendedFor(em: EntityManager, m: MatchRow, teamId: string) {
  const matches = await em.find(Match, { $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] });
  const cards = await em.find(
    MatchEvent,
    { teamId, kind: { $in: [...CARD_KINDS] } },
    { fields: ["matchId", "teamId", "playerId", "kind"] },
  );
  return suspensionsFor(teamId, m.id, matches, cards);
}

const SquadParams = z.object({
  matchId: z.string("validation.matchRequired").uuid("validation.matchRequired"),
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
});

/** The match, if the team plays in it; locked when a line-up is written, as for events (timeline.ts). */
async function matchOfTeam(em: EntityManager, matchId: string, teamId: string, lock = false) {
  const m = await em.findOne(Match, matchId, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!m) fail("NOT_FOUND", "errors.matchNotFound");
  if (teamId !== m.homeTeamId && teamId !== m.awayTeamId) failFields({ teamId: "validation.teamNotInMatch" });
  return m;
}

export const lineupProcedures = {
  /** The squad the line-up form offers: the team's players, each marked when cards rule them out of this match. */
  squad: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/matches/{matchId}/squads/{teamId}",
        protect: false,
        tags: ["matches"],
        summary: "A team's players for a match (public fields), marking those suspended by cards",
      },
    })
    .input(paged(SquadParams))
    .output(z.array(SquadPlayerOutput))
    .query(async ({ ctx, input }) => {
      const m = await matchOfTeam(ctx.em, input.matchId, input.teamId);
      const [players, suspended] = await Promise.all([
        ctx.em.find(
          Player,
          { teamId: input.teamId, status: { $ne: "released" } },
          { orderBy: { jerseyNumber: "asc", lastName: "asc" } },
        ),
        suspendedFor(ctx.em, m, input.teamId),
      ]);
      return players.map((p) => ({
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        jerseyNumber: p.jerseyNumber ?? null,
        position: p.position,
        status: p.status,
        suspended: suspended.has(p.id),
        suspension: suspended.get(p.id)?.reason ?? null,
      }));
    }),

  setLineup: teamScopedProcedure(["captain"], { beforeKickOff: true })
    .meta({
      openapi: {
        method: "PUT",
        path: "/matches/{matchId}/lineups/{teamId}",
        protect: true,
        tags: ["matches"],
        summary:
          "Set a team's line-up (admin; the team's captain until kick-off): 11 starters, up to 15 substitutes, captain and goalkeeper among the starters; no suspended player. 409 when recorded events need a player left out",
      },
    })
    .input(LineupSchema)
    .output(LineupOutput)
    .mutation(async ({ ctx, input }) => {
      const done = await ctx.em.transactional(async (tx) => {
        const m = await matchOfTeam(tx, input.matchId, input.teamId, true);
        if (m.status === "cancelled") fail("CONFLICT", "errors.matchCancelled");
        const names = await teamNames(tx, m);
        const team = names.get(input.teamId) ?? "";
        const named = [
          ...input.starters.map((id, i) => ({ id, path: `starters.${i}`, role: "starter" })),
          ...input.substitutes.map((id, i) => ({ id, path: `substitutes.${i}`, role: "substitute" })),
        ];
        const players = new Map((await tx.find(Player, { id: { $in: named.map((n) => n.id) } })).map((p) => [p.id, p]));
        const refused: Record<string, FieldMessage> = {};
        for (const n of named) {
          const p = players.get(n.id);
          if (!p || p.teamId !== input.teamId || p.status !== "active")
            refused[n.path] = { key: "validation.notInSquad", vars: { team } };
        }
        if (Object.keys(refused).length) failFields(refused);
        const suspended = await suspendedFor(tx, m, input.teamId);
        for (const n of named) {
          const s = suspended.get(n.id);
          const p = players.get(n.id)!;
          if (s)
            refused[n.path] = {
              key: "validation.playerSuspended",
              vars: {
                player: `${p.firstName} ${p.lastName}`,
                reason: translate(ctx.lang, `matchCentre.suspensions.${s.reason}`),
              },
            };
        }
        if (Object.keys(refused).length) failFields(refused);

        const entries = named.map((n) => ({
          matchId: m.id,
          teamId: input.teamId,
          playerId: n.id,
          role: n.role,
          captain: n.id === input.captainId,
          goalkeeper: n.id === input.goalkeeperId,
        }));
        const others = await tx.find(LineupEntry, { matchId: m.id, teamId: { $ne: input.teamId } });
        const events = await tx.find(MatchEvent, { matchId: m.id });
        // Events already recorded must still make sense with the new line-up (a scorer left out, a substitute made a starter).
        refuseImpossibleTimeline(ctx, { round: m.round, match: m, lineups: [...others, ...entries], events, names });
        await tx.nativeDelete(LineupEntry, { matchId: m.id, teamId: input.teamId });
        const rows = entries.map((e) => tx.create(LineupEntry, e));
        audit(tx, ctx.user, "lineup.set", {
          matchId: m.id,
          teamId: input.teamId,
          starters: input.starters,
          substitutes: input.substitutes,
        });
        await tx.flush();
        const settled = await settleMatchChange(tx, m, {
          standings: false,
          stale: ["players"],
          change: { type: "lineup", teamId: input.teamId },
          fromStatus: m.status,
        });
        return { rows, players, ...settled };
      });
      liveHub.committed(done.update, done.stale);
      return lineupOutput(input.teamId, done.rows, done.players)!;
    }),
};
