import type { IncomingMessage } from "node:http";
import { parse } from "cookie";

export type Cookies = Readonly<Record<string, string | undefined>>;

const parsed = new WeakMap<IncomingMessage, Cookies>();

/**
 * The request's cookies, read once by the `cookie` package (the parser Express itself depends on) —
 * the server's only reading of the Cookie header, so authentication, the language and the caches
 * cannot disagree about what a request carries (a hand-written reader trimmed `session =…`
 * where another did not). As the package does: names and values lose surrounding blanks, the first
 * of a repeated name wins, and a value that is not valid percent-encoding stays as sent.
 */
export function requestCookies(req: IncomingMessage): Cookies {
  let cookies = parsed.get(req);
  if (!cookies) {
    cookies = req.headers.cookie ? parse(req.headers.cookie) : {};
    parsed.set(req, cookies);
  }
  return cookies;
}
