/**
 * One-time account links: an invitation to set a first password, valid 7 days, a password reset,
 * valid 30 minutes, and an offer to captain a team made to someone who already has an account, 7 days. The token is random (160 bits), only its SHA-256 is stored, and it
 * is spent by one conditional update, so two requests with the same link cannot both use it.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { AccountToken } from "../../db/entities/index";
import type { AccountTokenPurpose } from "@shared/forms/account.schema";
import { failFields } from "../trpc";
import { generateSessionToken, hashToken } from "./tokens";
import { ACCOUNT_PAGES } from "@shared/account-pages";

export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  invitation: 7 * 24 * 3600_000,
  password_reset: 30 * 60_000,
  captain_offer: 7 * 24 * 3600_000,
};

/** Where each link leads (the pages that take the token and ask for the new password). */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  invitation: ACCOUNT_PAGES.invitation,
  password_reset: ACCOUNT_PAGES.password_reset,
  captain_offer: ACCOUNT_PAGES.captain_offer,
};

export function accountLink(origin: string, purpose: AccountTokenPurpose, token: string) {
  return `${origin}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
}

/**
 * A new link for the person, in the caller's unit of work. Their earlier unused links of the same
 * purpose (and team, for a captain offer) stop working: only the newest mail counts.
 */
export async function issueAccountToken(
  em: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  options: { teamId?: string; now?: Date } = {},
) {
  const { teamId = null, now = new Date() } = options;
  await em.nativeUpdate(AccountToken, { userId, purpose, teamId, usedAt: null }, { usedAt: now });
  const token = generateSessionToken();
  em.create(AccountToken, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    teamId,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Why a link is refused: unknown (mistyped, tampered, or for another purpose), used, or expired. */
export type LinkRefusal = "validation.linkInvalid" | "validation.linkUsed" | "validation.linkExpired";

/**
 * Whether a link can be used, without spending it: the person it is for, or a 400 naming `token` with
 * why not (each message says to ask for a new link). Checked before a password is hashed.
 */
export async function checkAccountToken(em: EntityManager, token: string, purpose: AccountTokenPurpose, now = new Date()) {
  const row = await em.findOne(AccountToken, { tokenHash: hashToken(token), purpose }, { disableIdentityMap: true });
  const refuse = (key: LinkRefusal): never => failFields({ token: key });
  if (!row) return refuse("validation.linkInvalid");
  if (row.usedAt) return refuse("validation.linkUsed");
  if (row.expiresAt.getTime() <= now.getTime()) return refuse("validation.linkExpired");
  return { id: row.id, userId: row.userId, teamId: row.teamId ?? null };
}

/** Spends a link, inside the transaction that does what it unlocks: of two requests with it, one gets through. */
export async function redeemAccountToken(em: EntityManager, token: string, purpose: AccountTokenPurpose, now = new Date()) {
  const row = await checkAccountToken(em, token, purpose, now);
  const spent = await em.nativeUpdate(AccountToken, { id: row.id, usedAt: null }, { usedAt: now });
  if (!spent) failFields({ token: "validation.linkUsed" });
  return { userId: row.userId, teamId: row.teamId };
}
