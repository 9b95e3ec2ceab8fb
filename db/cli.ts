// npm run db:migrate | db:seed — against DATABASE_URL, or the embedded database under DATA_DIR.
import { loadDotEnv, loadEnv } from "../server/env";
import { openDatabase } from "./database";
import { DatabaseSeeder } from "./seeders/DatabaseSeeder";
import { Team } from "./entities/index";

const command = process.argv[2];
loadDotEnv();
const env = loadEnv();
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite` });
try {
  const migrations = await db.orm.getMigrator().up();
  console.log(`migrations applied: ${migrations.length}`);
  if (command === "seed") {
    if ((await db.orm.em.fork().count(Team)) > 0) console.log("database already holds teams; seed skipped");
    else {
      await db.orm.getSeeder().seed(DatabaseSeeder);
      console.log("seeded");
    }
  }
} finally {
  await db.close();
}
