import pg from "pg";

/**
 * Key of the start-up lock: a PostgreSQL advisory lock is one 64-bit number per database; this one is
 * ours alone (the bytes of "TCstart").
 */
export const STARTUP_LOCK_KEY = 0x5443_7374_6172_74n;

/**
 * Runs `work` (migrations, the first seed, the admin from ADMIN_EMAIL) while holding the database's
 * start-up lock: instances started together take turns, so one migrates and seeds while the others wait
 * and then find nothing left to do. The lock is a session-level advisory lock on a connection of its
 * own, outside the ORM's pool: it is released when `work` ends, and by PostgreSQL itself should this
 * process die holding it, so a crashed start never leaves the others waiting for ever.
 */
export async function withStartupLock<T>(
  databaseUrl: string,
  work: () => Promise<T>,
  log: (line: string) => void = () => undefined,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "trades-cup start-up lock" });
  // A dropped connection fails the pending query; the client's own error event must not also crash.
  client.on("error", () => undefined);
  await client.connect();
  try {
    // Waiting is the point: a timeout the server's defaults may set must not end the wait.
    await client.query("set statement_timeout = 0; set lock_timeout = 0");
    const key = STARTUP_LOCK_KEY.toString();
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [key]);
    if (!rows[0].locked) {
      log("another instance is migrating or seeding the database: waiting for it");
      const started = Date.now();
      await client.query("select pg_advisory_lock($1::bigint)", [key]);
      log(`start-up lock taken after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
