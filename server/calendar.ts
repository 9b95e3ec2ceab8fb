import type { Request, Response } from "express";
import { z } from "zod";
import { Match, Team, type MatchRow } from "../db/entities/index";
import { translate } from "./i18n";
import { buildCalendar } from "@shared/tournament/ics";
import { requestLang } from "./context";
import { errorBody } from "./rest";
import { getRuntime } from "./runtime";

const Query = z.object({ teamId: z.string().uuid().optional() });

/** GET /api/matches.ics[?teamId=]: the fixtures as an iCalendar feed (times in UTC). */
export async function matchesCalendar(req: Request, res: Response) {
  const lang = requestLang(req);
  const query = Query.safeParse(req.query);
  if (!query.success) {
    res.status(400).json(
      errorBody("BAD_REQUEST", translate(lang, "validation.invalidId", { field: "teamId" }), {
        teamId: translate(lang, "validation.invalidId", { field: "teamId" }),
      }),
    );
    return;
  }
  const em = (await getRuntime()).orm.em.fork();
  const teamId = query.data.teamId;
  const team = teamId ? await em.findOne(Team, teamId, { fields: ["name"] }) : null;
  if (teamId && !team) {
    res.status(404).json(errorBody("NOT_FOUND", translate(lang, "errors.teamNotFound")));
    return;
  }
  // The teams' names come joined in through the match's two team relations.
  const matches = await em
    .createQueryBuilder(Match, "m")
    .select(["m.id", "m.matchDate", "m.venue", "m.round", "m.status"])
    .addSelect(["h.name as homeName", "a.name as awayName"])
    .join("m.homeTeamId", "h")
    .join("m.awayTeamId", "a")
    .where(teamId ? { $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] } : {})
    .orderBy({ matchDate: "asc" })
    .execute<Array<Pick<MatchRow, "id" | "matchDate" | "venue" | "round" | "status"> & { homeName: string; awayName: string }>>(
      "all",
      true,
    );
  const calendarName = team ? `${translate(lang, "brand.name")} — ${team.name}` : translate(lang, "brand.name");
  const body = buildCalendar({
    name: calendarName,
    host: req.hostname || "tradescup.example",
    fixtures: matches.map((m) => ({
      id: m.id,
      title: `${m.homeName} – ${m.awayName}`,
      start: m.matchDate,
      venue: m.venue,
      description: translate(lang, `tournament.rounds.${m.round}`),
      status: m.status,
    })),
  });
  res.setHeader("Content-Type", "text/calendar; charset=utf-8");
  res.setHeader("Content-Disposition", `inline; filename="${teamId ? "team" : "trades-cup"}-fixtures.ics"`);
  res.send(body);
}
