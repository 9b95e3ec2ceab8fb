import { simulateTournament } from "./simulate";
import { priorRatings } from "./elo";
const G = "ABCDEFGH";
const teams = Array.from({ length: 32 }, (_, i) => ({ id: `t${i}`, group: G[Math.floor(i / 4)], drawOrder: i + 1 }));
const matches: any[] = [];
for (const g of G) { const m = teams.filter((t) => t.group === g); for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) matches.push({ id: `${g}${i}${j}`, homeTeamId: m[i].id, awayTeamId: m[j].id, round: "group", status: "scheduled", matchDate: new Date() }); }
const ratings = priorRatings(teams);
for (let k = 0; k < 3; k++) { const t0 = performance.now(); const r = simulateTournament({ teams, matches, ratings, goalsPerMatch: 2.6 }); console.log((performance.now() - t0).toFixed(0), "ms", r.teams.slice(0,4).map(t=>t.champion.toFixed(3))); }
