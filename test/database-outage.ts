import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../db/config";
import type { Harness } from "./harness";

/**
 * Takes the database away from the running app: the embedded PGlite is stopped under it; a real
 * server is replaced by an address where nothing answers (the app cannot tell the difference).
 * Returns what closes the stand-in afterwards.
 */
export async function databaseGoesDown(h: Harness): Promise<() => Promise<void>> {
  if (h.db.embedded) {
    await h.db.embedded.stop();
    return async () => {};
  }
  const url = new URL(h.db.orm.config.get("clientUrl")!);
  url.port = "1";
  const unreachable = await MikroORM.init(ormConfig(url.toString(), { embedded: false }));
  const runtime = await globalThis.__tradesCupRuntime!;
  globalThis.__tradesCupRuntime = Promise.resolve({ ...runtime, orm: unreachable });
  return () => unreachable.close(true).catch(() => undefined);
}
