import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";

/** Per database connection (one per ORM; tests start several), each secret's value once read. */
const known = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A random key named `name`, made by whichever instance needs it first and stored in `server_secrets`
 * (the first insert wins, so every instance and every restart reads the same key). No setting to
 * configure, nothing to lose on a redeploy; it lives exactly as long as the data it protects.
 */
export function serverSecret(em: EntityManager, name: string): Promise<Buffer> {
  const connection = em.getConnection();
  const secrets = known.get(connection) ?? new Map<string, Promise<Buffer>>();
  known.set(connection, secrets);
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(em, name);
    secrets.set(name, secret);
    // A database that could not be reached must not keep the failure for good.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(em: EntityManager, name: string) {
  const connection = em.getConnection();
  await connection.execute(
    `insert into server_secrets (name, value, created_at) values (?, ?, ?) on conflict (name) do nothing`,
    [name, randomBytes(32).toString("base64url"), new Date()],
  );
  const [row] = await connection.execute<{ value: string }[]>(`select value from server_secrets where name = ?`, [name]);
  return Buffer.from(row.value, "base64url");
}
