import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { afterAnswerSettled } from "./after-answer";
import { openDatabase, type Database } from "../db/database";
import type { Env } from "./env";
import { liveHub } from "./live";
import { bootstrapAdmins } from "./auth/admins";
import { startBackupSchedule, stopBackupSchedule } from "./backups";
import { startWebhookDelivery, stopWebhookDelivery } from "./webhooks/pump";
import { guardFromEnv } from "./outbound/guarded-http";

export type Runtime = { env: Env; db: Database; orm: MikroORM };

declare global {
  // Kept on globalThis so dev reloads of server modules reuse one database and ORM.
  var __tradesCupRuntime: Promise<Runtime> | undefined;
}

/** Opens the database once per process: migrations and the first seed run here, before the port opens. */
export function startRuntime(env: Env): Promise<Runtime> {
  globalThis.__tradesCupRuntime ??= (async () => {
    const db = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite`,
      // Under the start-up lock with the migrations and the seed: instances started together would
      // otherwise both create the ADMIN_EMAIL account, and one would fail on its unique email.
      prepare: (orm) => bootstrapAdmins(orm.em.fork() as EntityManager, env),
      sqlLog: env.LOG_LEVEL === "debug",
      log: (line) => console.log(line),
    });
    if (env.DATABASE_URL) await liveHub.listen(env.DATABASE_URL, db.orm.em as EntityManager);
    else await liveHub.useLog(db.orm.em as EntityManager);
    startBackupSchedule(env, db);
    if (env.ALLOW_PRIVATE_NETWORK_URLS === "true")
      console.warn("ALLOW_PRIVATE_NETWORK_URLS=true: webhooks, logos and push may call http:// and private-network addresses");
    startWebhookDelivery(db.orm.em as EntityManager, guardFromEnv(env));
    return { env, db, orm: db.orm };
  })();
  return globalThis.__tradesCupRuntime;
}

export function getRuntime(): Promise<Runtime> {
  if (!globalThis.__tradesCupRuntime) throw new Error("runtime not started");
  return globalThis.__tradesCupRuntime;
}

export async function stopRuntime() {
  const pending = globalThis.__tradesCupRuntime;
  globalThis.__tradesCupRuntime = undefined;
  await stopBackupSchedule();
  await stopWebhookDelivery();
  await afterAnswerSettled();
  await liveHub.close();
  if (pending) await (await pending).db.close();
}
