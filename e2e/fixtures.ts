import { createHash } from "node:crypto";
import { test as base, expect, type BrowserContext, type TestInfo } from "@playwright/test";
import { markAllFunFactsRead } from "./fun-facts";
import { siteURL } from "./site";

export * from "@playwright/test";

/** An error a test provokes on purpose (a declined card, a refused request), with the reason it is expected. */
type ExpectedError = { pattern: RegExp; why: string };

type Fixtures = {
  /**
   * Declares an error this test provokes on purpose, so the browser's report of it does not fail the
   * test: `pattern` is matched against the listed line (page URL, kind, text and, for a failed resource,
   * its method-less URL). Keep the pattern narrow — a status and a path — and give the reason. Each
   * declared error must actually occur, so the allow-list cannot outlive the behaviour it excuses.
   */
  expectBrowserError: (pattern: RegExp, why: string) => void;
  expectedBrowserErrors: ExpectedError[];
  /**
   * Whether the fun-fact popup may open on route changes (spec §2: 60 % of them). Off by default: every
   * fact starts read, so the popup neither covers what a test clicks nor fades in half-way through an
   * accessibility scan. e2e/fun-facts.spec.ts turns it on.
   */
  funFactPopups: boolean;
};

/**
 * The console line Chromium writes when a request of this page answers `status` (4xx/5xx), for
 * `expectBrowserError`: the status and the request's path (without its query) must both match.
 */
export function failedLoad(status: number, path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `console\\.error: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\[https?://[^/\\]]+${escaped}(\\?[^\\]]*)?\\]$`,
  );
}

/**
 * Watches a browser context for what a visitor should never meet, appending one line per problem:
 * - Content-Security-Policy violations (the app runs with its CSP on: a script without the nonce, a fetch
 *   to an unlisted host...),
 * - console errors (React's hydration errors #418/#423/#425 among them, a failed request — Chromium logs
 *   "Failed to load resource" for every 4xx/5xx response — an unhandled rejection logged by a library),
 * - uncaught exceptions in the page (`weberror`, which is also how React 19 reports recoverable errors).
 * Exported for specs that open a second context themselves.
 */
export async function watchContext(context: BrowserContext, problems: string[]) {
  await context.exposeBinding("__reportCspViolation", ({ page }, text: string) => {
    problems.push(`${page.url()}: CSP: ${text}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener("securitypolicyviolation", (e) => {
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile || "?"}:${e.lineNumber}${e.sample ? ` "${e.sample}"` : ""}`,
      );
    });
  });
  context.on("console", (message) => {
    const text = message.text();
    const page = message.page()?.url() ?? "?";
    // The console also tells of violations the event above cannot see (e.g. before the init script ran),
    // and of policy headers the browser could not read; those are warnings as often as errors.
    if (/Content[ -]Security[ -]Policy|Permissions-Policy/i.test(text)) problems.push(`${page}: CSP console: ${text}`);
    else if (message.type() === "error" || message.type() === "assert") {
      const resource = message.location().url;
      // A failed load names only its status; the resource's URL says which request it was.
      problems.push(
        `${page}: console.${message.type()}: ${text}${/^Failed to load resource/.test(text) && resource ? ` [${resource}]` : ""}`,
      );
    }
  });
  context.on("weberror", (webError) => {
    const error = webError.error();
    problems.push(`${webError.page()?.url() ?? "?"}: uncaught: ${error.message}`);
  });
}

/**
 * The address one test's visitor comes from (10.x.y.z, from the test and its retry). The e2e server sits
 * "behind a proxy" (TRUST_PROXY=true, playwright.config.ts) and every request of a test says this address
 * in `X-Forwarded-For`, so each test is its own visitor, as each visitor is in production: the per-address
 * rate limits (30 registrations per 15 minutes…) count one test's writes, not the whole suite's.
 */
export function visitorAddress(info: Pick<TestInfo, "testId" | "retry">) {
  const [a, b, c] = createHash("sha256").update(`${info.testId}#${info.retry}`).digest();
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

/**
 * Playwright's `test`, failing any test whose browser met a CSP violation, a console error or an uncaught
 * exception on any page it visited (listed page by page), except the errors the test declared with
 * `expectBrowserError`. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<Fixtures>({
  // Each worker visits its own server (playwright.config.ts starts one per worker, e2e/site.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter's pattern
  baseURL: async ({}, provide) => {
    await provide(siteURL());
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(testInfo) });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter's pattern
  expectedBrowserErrors: async ({}, provide) => {
    await provide([]);
  },
  expectBrowserError: async ({ expectedBrowserErrors }, provide) => {
    await provide((pattern, why) => expectedBrowserErrors.push({ pattern, why }));
  },
  funFactPopups: [false, { option: true }],
  context: async ({ context, expectedBrowserErrors, funFactPopups }, provide) => {
    if (!funFactPopups) await markAllFunFactsRead(context);
    const problems: string[] = [];
    await watchContext(context, problems);
    await provide(context);
    const unexpected = problems.filter((line) => !expectedBrowserErrors.some((e) => e.pattern.test(line)));
    expect(unexpected, "CSP violations, console errors or uncaught exceptions in the browser").toEqual([]);
    const missing = expectedBrowserErrors.filter((e) => !problems.some((line) => e.pattern.test(line)));
    expect(
      missing.map((e) => `${e.pattern} (${e.why})`),
      "errors declared as expected that did not occur",
    ).toEqual([]);
  },
});

export { expect };
