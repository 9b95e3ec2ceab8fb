import type { Request, Response } from "express";
import { z } from "zod";
import { Match, Team } from "../db/entities/index";
import { translate } from "./i18n";
import { buildCalendar } from "../routers/_lib/tournament/ics";
import { requestLang } from "./context";
import { errorBody } from "./rest";
import { getRuntime } from "./runtime";

const Query = z.object({ teamId: z.string().uuid().optional() });

/** GET /api/matches.ics[?teamId=]: the fixtures as an iCalendar feed (times in UTC). */
export async function matchesCalendar(req: Request, res: Response) {
  const lang = requestLang(req);
  const query = Query.safeParse(req.query);
  if (!query.success) {
    res.status(400).json(errorBody("BAD_REQUEST", translate(lang, "validation.invalidId", { field: "teamId" }), { teamId: translate(lang, "validation.invalidId", { field: "teamId" }) }));
    return;
  }
  const em = (await getRuntime()).orm.em.fork();
  const teams = await em.find(Team, {});
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const teamId = query.data.teamId;
  if (teamId && !names.has(teamId)) {
    res.status(404).json(errorBody("NOT_FOUND", translate(lang, "errors.teamNotFound")));
    return;
  }
  const matches = await em.find(Match, teamId ? { $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] } : {}, { orderBy: { matchDate: "asc" } });
  const calendarName = teamId ? `${translate(lang, "brand.name")} — ${names.get(teamId)}` : translate(lang, "brand.name");
  const body = buildCalendar({
    name: calendarName,
    host: req.hostname || "tradescup.example",
    fixtures: matches.map((m) => ({
      id: m.id,
      title: `${names.get(m.homeTeamId)} – ${names.get(m.awayTeamId)}`,
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
