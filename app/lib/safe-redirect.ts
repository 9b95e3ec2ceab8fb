/** A stand-in origin to resolve targets against: only what stays on it is a path of this site. */
const HERE = "http://local.invalid";

/** A path the browser resolves on this site: one slash, then not a second one or a backslash (`//host`, `/\host`). */
const onThisSite = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

/**
 * Where to go after signing in: only a path on this site. The target is normalised first (as a browser
 * would: dot segments, `%2e`, backslashes, tabs and newlines) and the result is checked, since
 * normalising can itself make a host of it (`/.//evil.example` collapses to `//evil.example`).
 * Anything else (another origin, a scheme, a relative path) falls back, so /login cannot be used to
 * send people elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/admin") {
  if (!target || !onThisSite(target)) return fallback;
  try {
    const url = new URL(target, HERE);
    const path = url.pathname + url.search + url.hash;
    // The path handed out must itself resolve here, unchanged: what the Location header says is what is checked.
    if (url.origin !== HERE || !onThisSite(path) || new URL(path, HERE).href !== url.href) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** Where a sign-out lands: /login, saying "You are signed out", ready to sign in again and go back to `redirectTo`. */
export function signedOutPath(redirectTo?: string | null) {
  return `/login?${new URLSearchParams({ ...(redirectTo ? { redirectTo: safeRedirect(redirectTo) } : {}), signedOut: "1" })}`;
}
