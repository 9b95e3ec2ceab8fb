import { describe, expect, it } from "vitest";
import { ormConfig } from "./config";

describe("SQL logging", () => {
  const url = "postgresql://postgres@127.0.0.1:5432/test";

  it("is off unless asked for (LOG_LEVEL=debug)", () => {
    expect(ormConfig(url, { embedded: false }).debug).toBe(false);
  });

  it("logs statements with placeholders, never their values (people's emails, phones and pay)", () => {
    const debug = ormConfig(url, { embedded: false, sqlLog: true }).debug;
    expect(debug).toEqual(["query"]);
    // MikroORM inlines the values only under the "query-params" namespace.
    expect(debug).not.toContain("query-params");
  });
});
