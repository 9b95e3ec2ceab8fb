import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS, rateLimitKey, type RateLimitName } from "./rate-limits";

const ROOT = resolve(__dirname, "..");
/** The code that runs in the app (tests and generated files aside), as paths from the repository root. */
const SOURCES = ["server", "routers", "app", "shared", "scripts", "db"]
  .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((f) => join(dir, f)))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("+types"));
const source = (file: string) => readFileSync(join(ROOT, file), "utf8");
const names = Object.keys(RATE_LIMITS) as RateLimitName[];

describe("rate limits are declared in one table (server/rate-limits.ts)", () => {
  it("and each one declared is counted somewhere", () => {
    const used = new Set<string>();
    for (const file of SOURCES.filter((f) => f !== "server/rate-limits.ts")) {
      for (const m of source(file).matchAll(/\b(?:(?:enforceRateLimit|hitLimit)\([\w.]+, |rateLimitKey\()"(\w+)"/g))
        used.add(m[1]);
    }
    expect([...used].sort()).toEqual([...names].sort());
  });

  it("and no code counts a limit of its own: hitRateLimit is called by the table's module only", () => {
    const callers = SOURCES.filter((f) => /\bhitRateLimit\(/.test(source(f)));
    expect(callers.sort()).toEqual(["server/rate-limit.ts", "server/rate-limits.ts"]);
    // Only the counter itself and the sign-in throttle (its pairs' waits and one read of where an address stands) touch the table.
    expect(SOURCES.filter((f) => /\brate_limits\b/.test(source(f)) && !f.startsWith("db/")).sort()).toEqual([
      "server/auth/throttle.ts",
      "server/rate-limit.ts",
    ]);
  });

  it("each under a key of its own, whatever the scope or subject", () => {
    const keys = names.map((n) => RATE_LIMITS[n].key);
    for (const key of keys)
      expect(
        keys.filter((other) => other === key || other.startsWith(`${key}:`)),
        key,
      ).toEqual([key]);
    for (const n of names) expect(RATE_LIMITS[n].max, n).toBeGreaterThan(0);
  });

  it("keep the counters' keys they had before the table (no count restarts on deploy)", () => {
    expect(rateLimitKey("form", "192.0.2.1", "contact")).toBe("form:contact:192.0.2.1");
    expect(rateLimitKey("sponsorInquiry", "192.0.2.1")).toBe("sponsor-inquiry:192.0.2.1");
    expect(rateLimitKey("checkoutIntent", "2001:db8::/64")).toBe("checkout:intent:2001:db8::/64");
    expect(rateLimitKey("jerseyLogo", "192.0.2.1")).toBe("jerseys:logo:192.0.2.1");
    expect(rateLimitKey("duplicateRegistrationMail", "a@b.test")).toBe("mail:duplicate-registration:a@b.test");
    expect(rateLimitKey("signInPair", "hash:192.0.2.1")).toBe("login:pair:hash:192.0.2.1");
  });
});
