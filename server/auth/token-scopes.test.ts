import { describe, expect, it } from "vitest";
import { appRouter } from "../../routers/index";
import { CREATED_AT } from "../rest-created";
import { PROCEDURE_TOKEN_SCOPES, SESSION_ONLY, tokenScopeNeeded } from "./token-scopes";

type Procedure = { _def: { type: string; meta?: { scope?: { kind: string }; openapi?: { method: string; path: string } } } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures;
const paths = Object.keys(procedures);

describe("the tables that name procedures", () => {
  it("name only procedures that exist, so a renamed one is not left unguarded", () => {
    for (const key of Object.keys(PROCEDURE_TOKEN_SCOPES))
      expect(
        paths.some((p) => (key.endsWith(".") ? p.startsWith(key) : p === key)),
        key,
      ).toBe(true);
    for (const path of Object.keys(CREATED_AT)) expect(procedures[path]?._def.meta?.openapi?.method, path).toBe("POST");
  });

  it("keep token management from every token, and give each kind of call its scope", () => {
    for (const path of paths.filter((p) => p.startsWith("admin.tokens.")))
      expect(tokenScopeNeeded(path, procedures[path]._def.type, false)).toBe(SESSION_ONLY);
    expect(tokenScopeNeeded("teams.list", "query", false)).toBe("read");
    expect(tokenScopeNeeded("admin.updateMetrics", "mutation", false)).toBe("admin");
    expect(tokenScopeNeeded("registrations.registerPlayer", "mutation", true)).toBeNull();
    expect(tokenScopeNeeded("auth.changePassword", "mutation", true)).toBe(SESSION_ONLY);
    expect(tokenScopeNeeded("registrations.players", "query", false)).toBe("registrations:read");
    expect(tokenScopeNeeded("matches.addEvent", "mutation", false)).toBe("matches:write");
  });
});
