import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { loadEnv } from "./env";
import { createTestDatabase } from "../test/database";
import type { Database } from "../db/database";
import { pageContentSecurityPolicy } from "./security-headers";

/**
 * The real app rendering real pages: server/app.ts loaded through Vite with React Router's plugin
 * (as `npm run dev` does), on this file's own database. The app's NODE_ENV is "test", so pages get the
 * production policy.
 */
let vite: ViteDevServer;
let server: Server;
let db: Database;
let base: string;
let payments: typeof import("./payments");
let stripe: typeof import("./payments/stripe-provider");

beforeAll(async () => {
  db = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: "test", AUTH_MODE: "required", LOG_REQUESTS: "false" });
  globalThis.__tradesCupRuntime = Promise.resolve({ env, db, orm: db.orm });
  // No HMR socket: it would take a fixed port that a developer's dev server may already hold.
  vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom", logLevel: "error" });
  const { app } = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app");
  // The same module instances as the app's, so the provider swapped below is the one pages see.
  payments = (await vite.ssrLoadModule("./server/payments/index.ts")) as typeof import("./payments");
  stripe = (await vite.ssrLoadModule("./server/payments/stripe-provider.ts")) as typeof import("./payments/stripe-provider");
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  payments?.overridePaymentProvider(null);
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await vite?.close();
  globalThis.__tradesCupRuntime = undefined;
  await db?.close();
});

function directives(policy: string | null) {
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function page(path: string) {
  const res = await fetch(base + path);
  const html = await res.text();
  return { res, html, csp: directives(res.headers.get("content-security-policy")) };
}

/** Every <script> element without a src, with its nonce attribute (null when absent). */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bsrc=/.test(attrs))
    .map((attrs) => /\bnonce="([^"]*)"/.exec(attrs)?.[1] ?? null);
}

describe("page security headers", () => {
  it("gives each page a fresh nonce that every inline script carries, and no 'unsafe-inline' for scripts", async () => {
    const home = await page("/");
    expect(home.res.status).toBe(200);
    const scriptSrc = home.csp.get("script-src")!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-(.+)'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-"))!)![1];
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    const scripts = inlineScripts(home.html);
    // The theme boot script, React Router's context and module entry at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(
      scripts.every((n) => n === nonce),
      `nonces on inline scripts: ${scripts.join(", ")}`,
    ).toBe(true);
    expect(home.html).toMatch(
      new RegExp(`<script[^>]* nonce="${nonce.replace(/[+/=]/g, "\\$&")}"[^>]*>\\(function\\(\\)\\{try\\{var c=localStorage`),
    );

    const again = await page("/");
    expect(again.csp.get("script-src")).not.toEqual(scriptSrc);
    expect(inlineScripts(again.html).every((n) => n !== nonce)).toBe(true);
  });

  it("locks down everything else a page could load or be embedded by", async () => {
    const { csp } = await page("/teams");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("the not-found page has the same policy as the others", async () => {
    const missing = await page("/no-such-page");
    expect(missing.res.status).toBe(404);
    const nonce = missing.csp
      .get("script-src")!
      .find((s) => s.startsWith("'nonce-"))!
      .slice(7, -1);
    expect(inlineScripts(missing.html).every((n) => n === nonce)).toBe(true);
  });

  it("allows Stripe's script, frames and API only while the Stripe provider is active", async () => {
    const demo = await page("/shop");
    const all = [...demo.csp.values()].flat();
    expect(all.filter((s) => s.includes("stripe"))).toEqual([]);
    expect(demo.csp.get("frame-src")).toEqual(["'none'"]);
    expect(demo.res.headers.get("permissions-policy")).toContain("payment=()");

    payments.overridePaymentProvider(stripe.createStripeProvider({ secretKey: "sk_test_csp", publishableKey: "pk_test_csp" }));
    try {
      const withStripe = await page("/shop");
      expect(withStripe.csp.get("script-src")).toEqual(expect.arrayContaining(["https://js.stripe.com"]));
      expect(withStripe.csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(withStripe.csp.get("frame-src")).toEqual(
        expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
      );
      expect(withStripe.csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
      expect(withStripe.res.headers.get("permissions-policy")).toMatch(/payment=\(self "https:\/\/js\.stripe\.com"/);
    } finally {
      payments.overridePaymentProvider(null);
    }
  });

  it("turns powerful browser features off", async () => {
    const { res } = await page("/");
    const policy = res.headers.get("permissions-policy");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
  });
});

describe("other responses", () => {
  it("JSON from the API gets a policy that allows nothing to run", async () => {
    const res = await fetch(`${base}/api/teams`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("script-src")).toBe(false);
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });
});

describe("development", () => {
  it("lets Vite's HMR socket connect, and nothing else changes", () => {
    const dev = directives(pageContentSecurityPolicy("n", { stripe: false, development: true }));
    const prod = directives(pageContentSecurityPolicy("n", { stripe: false, development: false }));
    expect(dev.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
    expect({ ...Object.fromEntries(dev), "connect-src": null }).toEqual({ ...Object.fromEntries(prod), "connect-src": null });
  });
});
