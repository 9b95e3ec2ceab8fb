import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", AUTH_MODE: "required", TRUST_PROXY: "false" });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("fails fast naming each bad variable", () => {
    expect(() => loadEnv({ PORT: "nope", AUTH_MODE: "maybe" })).toThrow(/PORT[\s\S]*AUTH_MODE|AUTH_MODE[\s\S]*PORT/);
  });
});
