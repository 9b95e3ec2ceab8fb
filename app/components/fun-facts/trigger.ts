/**
 * The fun-fact popup's rules (spec §2, §9), free of React and of the browser so they can be tested
 * with an injected random source and storage.
 */

/** Browser storage key of the ids of the facts already shown. */
export const READ_FACTS_KEY = "readFifaFacts";
export const FUN_FACT_TOTAL = 27;
export const POPUP_PROBABILITY = 0.6;
export const POPUP_FADE_IN_DELAY_MS = 100;
export const POPUP_AUTO_HIDE_MS = 8000;
export const POPUP_FADE_OUT_MS = 300;

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The stored read list: an array of integer ids. Anything else (unparsable, wrong shape) reads as none. */
export function parseReadList(raw: string | null): number[] | null {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every((v) => Number.isInteger(v))) return [...new Set(value as number[])];
  } catch {
    // fall through: not JSON
  }
  return null;
}

/** Reads the list, discarding a corrupt stored value so it cannot poison later writes. */
export function loadReadFacts(storage: KeyValueStorage): number[] {
  const list = parseReadList(storage.getItem(READ_FACTS_KEY));
  if (list) return list;
  storage.removeItem(READ_FACTS_KEY);
  return [];
}

/** Adds ids to the stored list; returns the new list. */
export function markFactsRead(storage: KeyValueStorage, ids: number[]): number[] {
  const list = loadReadFacts(storage);
  const next = [...new Set([...list, ...ids])];
  if (next.length !== list.length) storage.setItem(READ_FACTS_KEY, JSON.stringify(next));
  return next;
}

export function unreadIds(allIds: number[], readIds: number[]) {
  const read = new Set(readIds);
  return allIds.filter((id) => !read.has(id));
}

/** No fact for this long after a sign-in: the person came to work. */
export const SIGN_IN_QUIET_MS = 60_000;

/** Pages where people sign in or manage their account: a fact never shows there. */
const ACCOUNT_PAGES = ["/login", "/forgot-password", "/account"];
/** A signed-in person's working pages (console, franchise, staff, sponsorship, admin): no fact there either. */
const WORKING_PAGES = ["/my-matches", "/franchise", "/staff", "/my-sponsorship", "/admin"];

const under = (path: string, roots: string[]) => roots.some((root) => path === root || path.startsWith(`${root}/`));

/**
 * Whether a route change shows a fact: never when leaving the root path, never on account pages, never
 * on a signed-in person's working pages nor in the first minute after a sign-in, never when every fact
 * is read, otherwise with probability 0.6.
 */
export function shouldShowFunFact(opts: {
  from: string;
  to: string;
  allIds: number[];
  readIds: number[];
  random: RandomSource;
  /** How long ago the person signed in (or the page learned they are signed in); null for a visitor. */
  signedInForMs?: number | null;
}): boolean {
  if (opts.from === opts.to || opts.from === "/") return false;
  if (under(opts.to, ACCOUNT_PAGES) || opts.from === "/login") return false;
  const signedInFor = opts.signedInForMs ?? null;
  if (signedInFor !== null && (signedInFor < SIGN_IN_QUIET_MS || under(opts.to, WORKING_PAGES))) return false;
  if (unreadIds(opts.allIds, opts.readIds).length === 0) return false;
  return opts.random() < POPUP_PROBABILITY;
}

/** An unread fact chosen at random (null when all are read). */
export function pickUnreadFact(allIds: number[], readIds: number[], random: RandomSource): number | null {
  const unread = unreadIds(allIds, readIds);
  if (unread.length === 0) return null;
  return unread[Math.min(unread.length - 1, Math.floor(random() * unread.length))];
}

/** Previous/next in the library, wrapping around at both ends. */
export function wrapIndex(index: number, length: number) {
  return ((index % length) + length) % length;
}
