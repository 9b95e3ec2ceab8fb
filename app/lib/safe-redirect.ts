/**
 * Where to go after signing in: only a path on this site. Anything else (another origin, `//host`,
 * a backslash trick, a scheme) falls back, so /login cannot be used to send people elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/admin") {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
