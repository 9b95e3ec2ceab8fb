/**
 * Hostile requests against the real pages (redirects, cookies, hosts, the nonce of cached pages): React Router rendering through Vite on this file's database, with the
 * page cache on as in production (`import.meta.env.DEV` false), behind the production front (helmet,
 * the host guard, the shortcut that answers cached reads before Express) — as server.js assembles it.
 */
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer as createHttpServer, request, type Server } from "node:http";
import express from "express";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, createAccounts, signIn } from "./auth";
import { startHarness, type Harness } from "./harness";
import type { BoundedCache } from "../server/bounded-cache";

let h: Harness;
let vite: ViteDevServer;
let server: Server;
let site: string;
let pageCache: BoundedCache;
let adminToken: string;

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  adminToken = (await signIn(h, ADMIN)).slice("session=".length);
  vite = await createServer({
    // Hosts are the app's to refuse (server/hosts.ts), not Vite's development check.
    server: { middlewareMode: true, hmr: false, ws: false, allowedHosts: true },
    appType: "custom",
    logLevel: "error",
    // As the production build: the page cache is mounted (server/app.ts leaves it out in development).
    define: { "import.meta.env.DEV": "false" },
  });
  const { app } = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("../server/app");
  const { createFront } = (await vite.ssrLoadModule("./server/front.ts")) as typeof import("../server/front");
  ({ pageCache } = (await vite.ssrLoadModule("./server/read-cache.ts")) as typeof import("../server/read-cache"));
  const front = createFront({ production: true, logRequests: false });
  const stack = express();
  stack.disable("x-powered-by");
  stack.use(front.middleware, vite.middlewares, app);
  server = await new Promise((resolve) => {
    const s = createHttpServer(front.listener(stack)).listen(0, "127.0.0.1", () => resolve(s));
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await vite?.close();
  await h?.close();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request sent exactly as written (path and Host untouched, no redirect followed). */
function send(path: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${site}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const setCookies = (a: Answer) => (a.headers["set-cookie"] ?? []) as string[];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
/**
 * Addresses of people in a page: not the organisation's own (@tradescup.example, public on purpose), a
 * form's example address or the page's translations (the same for every visitor).
 */
const personalEmails = (body: string) =>
  (
    body
      .replace(/placeholder="[^"]*"/g, "")
      .replace(/<script id="i18n-strings"[^>]*>[\s\S]*?<\/script>/, "")
      .match(EMAIL) ?? []
  ).filter((e) => !e.endsWith("@tradescup.example"));

describe("sign-in redirect", () => {
  /**
   * `redirectTo` as an attacker writes it in a link: each one, decoded by the query string and then
   * normalised as a URL, leaves the site (dot segments collapsing into `//host`, encoded dots, encoded
   * slashes and backslashes, a scheme, tabs and newlines).
   */
  const LEAVING = [
    "/.//evil.example/x",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/..%2F/evil.example",
    "/.%5C/evil.example",
    "/%2E%2E%2F%2Fevil.example",
    "/.%2e//evil.example",
    "/x/..%2F..%2F%2Fevil.example",
    "/%252e%252e//evil.example",
    "%5C%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%5Cevil.example",
    "%5C/evil.example",
    "http:evil.example",
    "http%3A%2F%2Fevil.example",
    "https:%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "//evil.example",
    "/%09/evil.example",
    "%09//evil.example",
    "/%0A/evil.example",
    "/%0D%0A/evil.example",
    "%20//evil.example",
    "javascript:alert(1)",
  ];

  const location = (a: Answer) => String(a.headers.location);

  it("a signed-in visitor opening /login is sent only to a path of this site", async () => {
    const cookie = `session=${adminToken}`;
    for (const target of LEAVING) {
      const answer = await send(`/login?redirectTo=${target}`, { cookie });
      expect([answer.status, location(answer)], target).toEqual([302, "/admin"]);
    }
    const ok = await send(`/login?redirectTo=${encodeURIComponent("/teams?teamId=x#roster")}`, { cookie });
    expect([ok.status, location(ok)]).toEqual([302, "/teams?teamId=x#roster"]);
  });

  it("a sign-in posted without JavaScript is sent only to a path of this site", { timeout: 120_000 }, async () => {
    const form = new URLSearchParams({ intent: "login", email: ADMIN.email, password: ADMIN.password }).toString();
    const post = (target: string) =>
      send(`/login?redirectTo=${target}`, { origin: site, "content-type": "application/x-www-form-urlencoded" }, "POST", form);
    for (const target of LEAVING) {
      const answer = await post(target);
      expect([answer.status, location(answer)], target).toEqual([302, "/admin"]);
      expect(
        setCookies(answer).some((c) => c.startsWith("session=")),
        target,
      ).toBe(true);
    }
    const ok = await post(encodeURIComponent("/players?q=Johnson"));
    expect([ok.status, location(ok)]).toEqual([302, "/players?q=Johnson"]);
  });
});

describe("the page cache and the session cookie", () => {
  it("an admin's page is never kept for anonymous visitors, however the cookie is spelled", async () => {
    const path = "/players?q=Johnson";
    for (const cookie of [
      `session =${adminToken}; signed_in=1`,
      `session\t=${adminToken}`,
      ` session = ${adminToken} ; signed_in=1`,
      `session="${adminToken}"`,
    ]) {
      pageCache.clear();
      const admin = await send(path, { cookie });
      expect(admin.status, cookie).toBe(200);
      // The admin's view of the list: the players' emails.
      expect(personalEmails(admin.body).length, cookie).toBeGreaterThan(0);
      expect(admin.headers["cache-control"], cookie).toBe("no-store");
      // Long enough for a kept page to be compressed and stored.
      await new Promise((r) => setTimeout(r, 300));
      expect(pageCache.size, cookie).toBe(0);
      const visitor = await send(path);
      expect(visitor.status).toBe(200);
      expect(personalEmails(visitor.body), cookie).toEqual([]);
    }
    // The anonymous copy, once kept, is not what the admin gets either.
    await vi.waitFor(() => expect(pageCache.size).toBe(1));
    expect(personalEmails((await send(path, { cookie: `session =${adminToken}` })).body).length).toBeGreaterThan(0);
  });
});

describe("a session cookie that cannot be decoded", () => {
  const MALFORMED = ["%", "%zz", "%E0%A4%A"];
  const CLEARED = "session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";

  it("is no session on pages: answered as anonymous, the cookie cleared, nothing logged", { timeout: 120_000 }, async () => {
    const logged = vi.spyOn(console, "error");
    for (const value of MALFORMED) {
      const cookie = `lang=en; session=${value}; signed_in=1`;
      for (const [path, status] of [
        ["/", 200],
        ["/teams", 200],
        ["/players", 200],
        ["/tournament", 200],
        ["/login", 200],
        ["/no-such-page", 404],
      ] as const) {
        const answer = await send(path, { cookie });
        expect(answer.status, `${path} ${value}`).toBe(status);
        expect(setCookies(answer), `${path} ${value}`).toContain(CLEARED);
        expect(personalEmails(answer.body), `${path} ${value}`).toEqual([]);
      }
      const admin = await send("/admin", { cookie });
      expect([admin.status, String(admin.headers.location)], value).toEqual([302, "/login?redirectTo=%2Fadmin"]);
      const data = await send("/teams.data?_routes=routes%2Fteams", { cookie });
      expect(data.status, value).toBe(200);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("is no session on the API: anonymous reads, 401 for admin writes, never 500", async () => {
    const logged = vi.spyOn(console, "error");
    for (const value of MALFORMED) {
      const cookie = `session=${value}`;
      const me = await send("/api/auth/me", { cookie });
      expect([me.status, JSON.parse(me.body).user], value).toEqual([200, null]);
      expect(setCookies(me), value).toContain(CLEARED);
      expect((await send("/api/teams", { cookie })).status, value).toBe(200);
      expect((await send("/trpc/auth.me", { cookie })).status, value).toBe(200);
      const write = await send(
        "/api/tournament-metrics",
        { cookie, origin: site, "content-type": "application/json" },
        "PUT",
        "{}",
      );
      expect([write.status, JSON.parse(write.body).error.code], value).toEqual([401, "UNAUTHORIZED"]);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it(
    "is no session on form posts: the form is answered, a sign-in works and replaces the cookie",
    { timeout: 60_000 },
    async () => {
      const logged = vi.spyOn(console, "error");
      const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
      const posted = { origin: site, "content-type": "application/x-www-form-urlencoded" };
      for (const value of MALFORMED) {
        const cookie = `session=${value}`;
        // An empty contact form: refused for its fields, as for anyone.
        const contact = await send("/contact", { ...posted, cookie }, "POST", form({ intent: "contact" }));
        expect(contact.status, value).toBe(400);
        const signedIn = await send(
          "/login",
          { ...posted, cookie },
          "POST",
          form({ intent: "login", email: ADMIN.email, password: ADMIN.password }),
        );
        expect(signedIn.status, value).toBe(302);
        expect(
          setCookies(signedIn).some((c) => /^session=[a-z2-7]{32};/.test(c)),
          value,
        ).toBe(true);
      }
      expect(logged).not.toHaveBeenCalled();
    },
  );
});

describe("an Authorization: Bearer header on a page", () => {
  const JUNK = { authorization: "Bearer tc_not-a-token-at-all" };

  it(
    "is ignored: each page answers as it does without it, while the REST API refuses the token",
    { timeout: 120_000 },
    async () => {
      for (const path of ["/", "/teams", "/players", "/login", "/account", "/admin", "/no-such-page"]) {
        const [bare, withJunk] = [await send(path), await send(path, JUNK)];
        expect(withJunk.status, path).toBe(bare.status);
        expect(withJunk.status, path).toBeLessThan(500);
        expect(withJunk.headers.location, path).toBe(bare.headers.location);
      }
      // A signed-in browser stays signed in on a page, whatever the header says.
      const account = await send("/account", { ...JUNK, cookie: `session=${adminToken}` });
      expect(account.status).toBe(200);
      expect(account.body).toContain(ADMIN.email);
      expect((await send("/api/auth/me", JUNK)).status).toBe(401);
    },
  );
});

describe("hosts", () => {
  it("a page asked for under another host is refused before it renders, its name in no link", async () => {
    pageCache.clear();
    const refused = await send("/", { host: "evil.example" });
    expect(refused.status).toBe(421);
    expect(refused.body).not.toContain("evil");
    expect(pageCache.size).toBe(0);
    // This machine's own names are answered, and are what the page links to.
    const port = new URL(site).port;
    const local = await send("/", { host: `localhost:${port}` });
    expect(local.status).toBe(200);
    expect(local.body).toContain(`<link rel="canonical" href="http://localhost:${port}/"`);
    vi.stubEnv("ALLOWED_HOSTS", "cup.example");
    const listed = await send("/", { host: "cup.example" });
    expect(listed.body).toContain(`<link rel="canonical" href="http://cup.example/"`);
  });
});

describe("cached pages and the CSP nonce", () => {
  const policyOf = (a: Answer) => String(a.headers["content-security-policy"]);
  const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(policyOf(a))?.[1] ?? null;
  /** Each inline script: its nonce attribute, and its SHA-256 source as a policy names it. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=/.test(attributes))
      .map(([, attributes, text]) => ({
        nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null,
        hash: `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
      }));

  it(
    "no two anonymous visitors get the same nonce; a replayed page names each of its scripts by hash",
    { timeout: 60_000 },
    async () => {
      for (const path of ["/", "/teams", "/players"]) {
        pageCache.clear();
        const answers = [await send(path)];
        // The first visitor's render is kept once compressed; from then on every visitor gets the copy.
        await vi.waitFor(
          async () => {
            const next = await send(path);
            answers.push(next);
            expect(nonceOf(next)).toBeNull();
          },
          { timeout: 15_000, interval: 100 },
        );
        answers.push(await send(path), await send(path, { "accept-encoding": "identity" }));
        const nonces = answers.map(nonceOf).filter((n): n is string => n !== null);
        expect(new Set(nonces).size, `${path}: ${nonces.join(", ")}`).toBe(nonces.length);
        expect(nonceOf(answers[0]), path).not.toBeNull();
        for (const answer of answers) {
          const nonce = nonceOf(answer);
          const scripts = inlineScripts(answer.body);
          expect(scripts.length, path).toBeGreaterThanOrEqual(3);
          const policy = policyOf(answer);
          for (const script of scripts) {
            // Allowed by this response's own nonce, or (a replayed page) by its hash, nothing shared.
            expect(nonce ? script.nonce === nonce : script.nonce === null && policy.includes(script.hash), path).toBe(true);
          }
          if (!nonce) expect(/script-src ([^;]*)/.exec(policy)?.[1], path).not.toContain("'unsafe-inline'");
        }
      }
    },
  );
});

describe("a refused form, as the page's script and as a plain post", () => {
  it("answers the script's `.data` post 200 with the refusal and its status in the body; a plain post keeps its 409", async () => {
    const posted = { origin: site, "content-type": "application/x-www-form-urlencoded" };
    const email = `refusal-${Date.now()}@example.com`;
    const subscribe = (path: string) =>
      send(path, posted, "POST", new URLSearchParams({ intent: "newsletter", email, homepage: "" }).toString());
    expect((await subscribe("/newsletter?lang=en")).status).toBe(200);
    // The browser logs every 4xx as a failed load: the page's script gets 200, the refusal in the body.
    const scripted = await subscribe("/newsletter.data?lang=en");
    expect(scripted.status).toBe(200);
    expect(scripted.body).toContain("Email already subscribed");
    expect(scripted.body).toContain('"ok",false,"intent","newsletter","status",409');
    // Without JavaScript the status is the answer's own.
    const plain = await subscribe("/newsletter?lang=en");
    expect(plain.status).toBe(409);
    expect(plain.body).toContain("Email already subscribed");
  });
});
