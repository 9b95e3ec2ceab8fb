/**
 * Every procedure of the whole router, REST and tRPC alike (a REST operation is a procedure with OpenAPI
 * meta), declares what an API token needs to call it (docs/decisions/121), the way routers/scope.test.ts
 * holds every procedure to its declared role scope: the table names each procedure and nothing else, a
 * write never passes on a read scope, and only a public write needs nothing.
 */
import { describe, expect, it } from "vitest";
import { appRouter } from "../../routers/index";
import { CREATED_AT } from "../rest-created";
import { API_TOKEN_SCOPES, type ApiTokenScope } from "@shared/api-tokens";
import { NO_SCOPE, PROCEDURE_TOKEN_SCOPES, SESSION_ONLY, scopeLacking, tokenScopeNeeded, type TokenNeed } from "./token-scopes";

type Procedure = { _def: { type: string; meta?: { scope?: { kind: string }; openapi?: { method: string; path: string } } } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures;
const paths = Object.keys(procedures);
const scopesOf = (need: TokenNeed): readonly string[] => (typeof need === "string" ? [need] : need);
const WRITE_SCOPES: readonly string[] = ["matches:write", "admin"];

describe("every procedure declares the token scope it needs", () => {
  it("the table names every procedure of the router, REST and tRPC alike", () => {
    const undeclared = paths.filter((path) => !Object.hasOwn(PROCEDURE_TOKEN_SCOPES, path));
    expect(undeclared).toEqual([]);
    // The walk found the REST operations and the tRPC-only procedures both.
    expect(paths.filter((p) => procedures[p]._def.meta?.openapi).length).toBeGreaterThan(80);
    expect(paths).toEqual(expect.arrayContaining(["admin.report", "admin.dashboard", "matches.live"]));
  });

  it("names only procedures that exist, so a renamed one is not left unguarded", () => {
    expect(Object.keys(PROCEDURE_TOKEN_SCOPES).filter((key) => !procedures[key])).toEqual([]);
    for (const path of Object.keys(CREATED_AT)) expect(procedures[path]?._def.meta?.openapi?.method, path).toBe("POST");
  });

  it("declares only known scopes; a write needs a write scope, a read a read scope; nothing only for a public write", () => {
    for (const [path, need] of Object.entries(PROCEDURE_TOKEN_SCOPES)) {
      const { type, meta } = procedures[path]._def;
      if (need === SESSION_ONLY) continue;
      if (need === NO_SCOPE) {
        expect({ path, type, scope: meta?.scope?.kind }).toEqual({ path, type: "mutation", scope: "public" });
        continue;
      }
      for (const scope of scopesOf(need)) expect(API_TOKEN_SCOPES, path).toContain(scope);
      if (type === "mutation")
        expect(
          scopesOf(need).some((s) => WRITE_SCOPES.includes(s)),
          path,
        ).toBe(true);
      else
        expect(
          scopesOf(need).filter((s) => WRITE_SCOPES.includes(s)),
          path,
        ).toEqual([]);
    }
  });

  it("keeps token management and password changes from every token, and refuses a procedure it does not name", () => {
    for (const path of paths.filter((p) => p.startsWith("admin.tokens.")))
      expect(tokenScopeNeeded(path), path).toBe(SESSION_ONLY);
    expect(tokenScopeNeeded("auth.changePassword")).toBe(SESSION_ONLY);
    expect(tokenScopeNeeded("admin.notYetWritten")).toBe(SESSION_ONLY);
    expect(tokenScopeNeeded("toString")).toBe(SESSION_ONLY);
    expect(tokenScopeNeeded("teams.list")).toBe("read");
    expect(tokenScopeNeeded("registrations.registerPlayer")).toBe(NO_SCOPE);
    expect(tokenScopeNeeded("admin.people")).toBe("people:read");
  });

  it("a token needs every scope a procedure names; admin holds them all; a session needs none", () => {
    const token = (scopes: ApiTokenScope[]) => ({
      id: "u",
      email: "a@tradescup.example",
      role: "admin",
      firstName: "A",
      lastName: "D",
      apiToken: { id: "t", name: "t", scopes },
    });
    expect(scopeLacking(token(["commerce:read"]), ["commerce:read", "people:read"])).toBe("people:read");
    expect(scopeLacking(token(["commerce:read", "people:read"]), ["commerce:read", "people:read"])).toBeNull();
    expect(scopeLacking(token(["admin"]), ["commerce:read", "people:read"])).toBeNull();
    expect(scopeLacking(token(["read"]), "people:read")).toBe("people:read");
    expect(scopeLacking({ ...token([]), apiToken: undefined }, "people:read")).toBeNull();
  });
});
