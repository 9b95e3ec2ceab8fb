import { z } from "zod";
import { Player, Team } from "../../db/entities/index";
import { publicProcedure, router } from "../../server/trpc";
import { readCache } from "../../server/read-cache";

export const homeRouter = router({
  /** The home page's headline figures, each counted from the data once per change of teams or players. */
  stats: publicProcedure
    .input(z.void())
    .output(z.object({ teams: z.number().int(), players: z.number().int(), trades: z.number().int() }))
    .query(({ ctx }) =>
      readCache.get(
        "home:stats",
        async () => {
          const [teams, players, trades] = await Promise.all([
            ctx.em.count(Team),
            ctx.em.count(Player),
            ctx.em.getConnection().execute<{ n: string }[]>("select count(distinct trade) as n from teams"),
          ]);
          return { teams, players, trades: Number(trades[0]?.n ?? 0) };
        },
        { tags: ["teams", "players"] },
      ),
    ),
});
