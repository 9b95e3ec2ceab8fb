import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("passwords", () => {
  it("are hashed with argon2id (salted: two hashes of one password differ) and verified", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "correct horse battery")).toBe(true);
    expect(await verifyPassword(a, "correct horse batterY")).toBe(false);
  });

  it("refuses an account without a password, and a malformed hash, without throwing", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("spends as long on an unknown account as on a wrong password", async () => {
    const stored = await hashPassword("the real password");
    const time = async (f: () => Promise<unknown>) => {
      const t0 = performance.now();
      await f();
      return performance.now() - t0;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknown.push(await time(() => verifyPassword(null, "guess")));
      wrong.push(await time(() => verifyPassword(stored, "guess")));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[3];
    // Without the stand-in hash an unknown account answers in microseconds, a wrong password in tens of
    // ms (a ratio near 0); the bounds are loose because the machine may be busy with other work.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.25);
    expect(median(unknown) / median(wrong)).toBeLessThan(4);
  });
});
