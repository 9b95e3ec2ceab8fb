import type { NextFunction, Request, Response } from "express";

/**
 * Paths renamed so that no two paths of the document are identical or ambiguous: the old
 * spelling keeps working until the next major version, rewritten to the new one before anything reads
 * the URL, and answers `Deprecation: true` with a `Link` to its successor (RFC 9745). The document lists
 * only the new paths (listing both would bring the ambiguity back) and names the old ones in
 * `info.description` and each renamed operation's description.
 */
export const DEPRECATED_PATHS = [
  { methods: ["PUT", "DELETE"], from: "/cart/{id}", to: "/cart-items/{id}" },
  { methods: ["GET", "HEAD"], from: "/players/team/{teamId}", to: "/teams/{teamId}/players" },
  { methods: ["GET", "HEAD"], from: "/jersey-designs/team/{teamId}", to: "/teams/{teamId}/jersey-designs" },
] as const;

const compiled = DEPRECATED_PATHS.map((alias) => ({
  ...alias,
  pattern: new RegExp(`^/api${alias.from.replace(/\{[^}]+\}/g, "([^/?]+)")}(?=$|\\?)`),
}));

/** Rewrites a deprecated path to its successor. Mounted after the `/api/v1` rewrite. */
export function deprecatedPathAliases(req: Request, res: Response, next: NextFunction) {
  for (const alias of compiled) {
    if (!(alias.methods as readonly string[]).includes(req.method)) continue;
    const match = alias.pattern.exec(req.url);
    if (!match) continue;
    let i = 1;
    const to = `/api${alias.to.replace(/\{[^}]+\}/g, () => match[i++]!)}`;
    req.url = to + req.url.slice(match[0].length);
    req.originalUrl = req.url;
    res.setHeader("Deprecation", "true");
    res.setHeader("Link", `<${to}>; rel="successor-version"`);
    break;
  }
  next();
}
