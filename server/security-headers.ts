import { createHash, randomBytes } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";

/**
 * Content-Security-Policy and Permissions-Policy (decision 103). Pages get a policy with a fresh
 * nonce, built where the HTML is rendered (app/entry.server.tsx) so header and markup always agree; a
 * page stored for everyone trades its nonce for its scripts' hashes (`pageForEveryone`, decision 105).
 * Every other response gets the strict one below.
 */

export type PagePolicyOptions = {
  /** Stripe Elements runs in the browser (the Stripe payment provider is active). */
  stripe: boolean;
  /** Vite's dev server: its HMR socket is on another port. */
  development: boolean;
};

const STRIPE = {
  scripts: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frames: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  api: ["https://api.stripe.com"],
};

/** 128 random bits, fresh for every page. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

export function pageContentSecurityPolicy(nonce: string, { stripe, development }: PagePolicyOptions): string {
  return serialize({
    "default-src": ["'self'"],
    // No 'unsafe-inline': React Router's hydration scripts, React's streaming scripts and the theme
    // boot script carry the nonce; everything else is our own bundle.
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(stripe ? STRIPE.scripts : [])],
    "script-src-attr": ["'none'"],
    // React and Konva set style attributes, Vite injects <style> in development; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: and blob: for the jersey designer's previews and exports; https: for the sponsor logos a
    // visitor points the designer at (plain-http ones go through our logo proxy as data URLs).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(stripe ? STRIPE.api : []), ...(development ? ["ws:", "wss:"] : [])],
    "frame-src": stripe ? STRIPE.frames : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/** The text of each inline `<script>` (no `src`) of a document, as a browser hashes it (line breaks normalised). */
function inlineScriptTexts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => text.replace(/\r\n?/g, "\n"));
}

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * A page about to be stored and replayed to every visitor (server/http-cache.ts). A nonce is a
 * per-response secret: replayed, it would be one value known to all until the entry expires, and any
 * visitor could reuse it in markup injected elsewhere. So the copy loses its nonce attributes, and its
 * policy names each inline script by SHA-256 instead ('sha256-…' sources allow exactly those scripts,
 * whoever is sent the page). Headers without a nonce are returned as they are.
 */
export function pageForEveryone(headers: OutgoingHttpHeaders, body: Buffer): { headers: OutgoingHttpHeaders; body: Buffer } {
  const policy = headers["content-security-policy"];
  const nonce = typeof policy === "string" ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  if (!policy || !nonce) return { headers, body };
  const html = body.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
  const hashes = [...new Set(inlineScriptTexts(html).map(sha256Source))];
  const hashed = String(policy).replace(` 'nonce-${nonce}'`, hashes.map((h) => ` ${h}`).join(""));
  return { headers: { ...headers, "content-security-policy": hashed }, body: Buffer.from(html, "utf8") };
}

/** For JSON, files and the API docs page: nothing may load but styles, nothing may frame it. */
export const STRICT_CONTENT_SECURITY_POLICY = serialize({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "img-src": ["'self'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});

const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "serial",
  "usb",
];

/** Powerful browser features are off; the Payment Request API only for Stripe's wallets (Apple/Google Pay). */
function permissionsPolicy({ stripe }: Pick<PagePolicyOptions, "stripe">): string {
  const payment = stripe ? `(self ${STRIPE.scripts.map((o) => `"${o}"`).join(" ")})` : "()";
  return [...DENIED_FEATURES.map((f) => `${f}=()`), `payment=${payment}`].join(", ");
}

/** The headers of one page response. */
export function pageSecurityHeaders(nonce: string, options: PagePolicyOptions) {
  return {
    "Content-Security-Policy": pageContentSecurityPolicy(nonce, options),
    "Permissions-Policy": permissionsPolicy(options),
  };
}

/** Strict defaults on every response; React Router's pages replace them with their own. */
export function defaultSecurityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Content-Security-Policy", STRICT_CONTENT_SECURITY_POLICY);
  res.setHeader("Permissions-Policy", permissionsPolicy({ stripe: false }));
  next();
}

/** React Router appends its headers, and two CSP headers would both be enforced: drop the defaults first. */
export function yieldSecurityHeadersToPages(_req: Request, res: Response, next: NextFunction) {
  res.removeHeader("Content-Security-Policy");
  res.removeHeader("Permissions-Policy");
  next();
}
