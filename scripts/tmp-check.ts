import { openDatabase } from "../db/database";
import { Match, Player, Team } from "../db/entities/index";
const t0 = Date.now();
const db = await openDatabase({ prepare: true });
const em = db.orm.em.fork();
console.log(await em.count(Team), await em.count(Player), await em.count(Match), Date.now() - t0, "ms");
await db.close();
