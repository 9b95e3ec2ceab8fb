import type { RequestListener } from "node:http";
import compression from "compression";
import helmet from "helmet";
import morgan from "morgan";
import { cachedReply } from "./http-cache";
import { hostGuard, isAllowedHost } from "./hosts";
import { wantsEventStream } from "./live";

/**
 * What every response passes through before the app (server.js mounts it; the tests mount the same):
 * security headers, the refusal of hosts this site is not (server/hosts.ts), compression, request
 * logs — and, in production, the shortcut for cached reads.
 */

export function createFront({ production, logRequests }: { production: boolean; logRequests: boolean }) {
  const logger = logRequests ? morgan(production ? "combined" : "dev", { skip: (req) => req.url === "/healthz" }) : undefined;
  const middleware = [
    helmet({
      // Set by the app instead (server/security-headers.ts): pages need a fresh nonce each, made where they render.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Not helmet's no-referrer: under it a browser names its form posts' Origin "null", and the CSRF
      // check (server/auth/middleware.ts originCheck) refuses them; the site's forms post to their page's
      // action without JavaScript. same-origin still tells other sites nothing.
      referrerPolicy: { policy: "same-origin" },
    }),
    compression({ filter: (req, res) => !wantsEventStream(req) && compression.filter(req, res) }),
    ...(logger ? [logger] : []),
    hostGuard,
  ];

  /**
   * The server's request listener: an anonymous GET whose answer the read or page cache holds is
   * written at once, with the very status line and headers the whole stack sent for that entry before
   * (server/http-cache.ts); everything else goes to `stack`. Express's router, helmet, compression and
   * the app's middleware were most of a cached read's CPU (docs/decisions/005).
   */
  const listener =
    (stack: RequestListener): RequestListener =>
    (req, res) => {
      // A host this site is not is refused by the stack's guard, never answered from the cache.
      const reply = isAllowedHost(req) ? cachedReply(req) : null;
      if (!reply) return stack(req, res);
      logger?.(req, res, () => undefined);
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body);
    };

  return { middleware, listener };
}
