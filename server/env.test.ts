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
  it("takes ALLOWED_HOSTS as host names separated by commas, and nothing else", () => {
    expect(loadEnv({ ALLOWED_HOSTS: "tradescup.example, www.tradescup.example,[::1],10.0.0.7" }).ALLOWED_HOSTS).toBe(
      "tradescup.example, www.tradescup.example,[::1],10.0.0.7",
    );
    for (const bad of [
      "https://tradescup.example",
      "tradescup.example/path",
      "tradescup.example:443",
      "user@tradescup.example",
      "two words",
    ]) {
      expect(() => loadEnv({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS: ALLOWED_HOSTS must be host names/);
    }
  });
});
