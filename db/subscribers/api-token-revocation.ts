import type { EventArgs, EventSubscriber } from "@mikro-orm/core";
import { ApiToken, User } from "../entities/index";

type UserRow = { id: string; role: string; passwordHash?: string | null };

/**
 * An admin's API tokens are revoked when their password changes (a change, a reset, an invitation
 * accepted, `admin:create`) or they stop being an admin (docs/decisions/116), whatever code makes the
 * change: this runs after the ORM writes the account, inside the flush's transaction, so the
 * revocation commits or rolls back with it. (A database trigger would do the same, but the logical
 * backup, decision 108, refuses databases holding functions and triggers.)
 */
export class ApiTokenRevocation implements EventSubscriber {
  getSubscribedEntities() {
    return [User];
  }

  async afterUpdate({ em, changeSet }: EventArgs<UserRow>) {
    if (!changeSet) return;
    const changed = changeSet.payload as Partial<UserRow>;
    const before = changeSet.originalEntity as Partial<UserRow> | undefined;
    const passwordChanged = "passwordHash" in changed;
    const adminLost = "role" in changed && before?.role === "admin" && changed.role !== "admin";
    if (!passwordChanged && !adminLost) return;
    await em.nativeUpdate(ApiToken, { userId: changeSet.entity.id, revokedAt: null }, { revokedAt: new Date() });
  }
}
