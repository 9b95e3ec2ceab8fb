import type { IncomingMessage } from "node:http";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { SessionUser } from "../trpc";

/**
 * The signed-in user of a request (session cookie, or an API token for REST partners), or null.
 * Sessions and tokens are implemented by the admin/auth work (issue 8); until then nobody is signed in.
 */
export async function resolveUser(_em: EntityManager, _req: IncomingMessage): Promise<SessionUser | null> {
  return null;
}
