/**
 * A cookie the page's script may read, set beside the HttpOnly session cookie and dropped with it. It
 * is no secret and proves nothing (the session cookie does): it only tells the browser that asking
 * "who is signed in?" is worth a request and the account box's code, so a visitor's page does neither
 * (decision 006).
 */
export const SIGNED_IN_COOKIE = "signed_in";

/** Whether the document carries the hint (false on the server and for visitors). */
export function hasSignedInCookie(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}
