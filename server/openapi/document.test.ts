/**
 * The document's own promises, checked without a server (the answers themselves: test/contract.test.ts;
 * the linters: `npm run test:openapi`): the table of operations neither misses nor keeps stale entries,
 * every operation is described and has examples that are valid against its own schemas.
 */
import { describe, expect, it } from "vitest";
import { isListOperation, openApiDocument } from "./document";
import { OPERATIONS } from "./operations";
import { openApiValidator } from "../../test/openapi-validator";
import { apiDocsHtml } from "../rest";
import { translate } from "../i18n";

const doc = openApiDocument();
const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
);

describe("the OpenAPI document", () => {
  it("has an entry in server/openapi/operations.ts for every operation, and none for an operation gone", () => {
    const ids = new Set(ops.map(({ op }) => op.operationId));
    expect(Object.keys(OPERATIONS).filter((id) => !ids.has(id))).toEqual([]);
    expect(ops.filter(({ op }) => !OPERATIONS[op.operationId]?.summary).map(({ where }) => where)).toEqual([]);
  });

  it("describes every operation, declares its tags, and says who may call it", () => {
    const tags = new Set(doc.tags?.map((t) => t.name));
    for (const { where, op } of ops) {
      expect(op.description?.length, where).toBeGreaterThan(20);
      expect(op.security, where).toBeDefined();
      for (const tag of op.tags ?? []) expect(tags, where).toContain(tag);
    }
    expect(doc.tags?.every((t) => t.description.length > 0)).toBe(true);
  });

  it("gives examples valid against their own schemas", () => {
    const validator = openApiValidator(doc);
    for (const { where, op } of ops) {
      const media = [
        op.requestBody?.content["application/json"],
        ((op.responses["200"] ?? op.responses["201"]) as { content?: Record<string, never> })?.content?.["application/json"],
      ];
      for (const m of media as Array<{ schema: object; example?: unknown } | undefined>) {
        if (!m) continue;
        expect(m.example, where).toBeDefined();
        const check = validator.compile(m.schema);
        expect(check(m.example) ? [] : check.errors, where).toEqual([]);
      }
    }
  });

  it("pages every list: limit and cursor in, X-Total-Count and Link out (decision 118)", () => {
    const lists = ops.filter(({ where, op }) => isListOperation(where.split(" ")[0].toLowerCase(), op));
    expect(lists.length).toBeGreaterThanOrEqual(30);
    for (const { where, op } of lists) {
      const query = (op.parameters ?? []).flatMap((p) => ("in" in p && p.in === "query" ? [p] : []));
      expect(query.find((p) => p.name === "limit")?.schema, where).toMatchObject({ type: "integer", minimum: 1, maximum: 200 });
      expect(
        query.map((p) => p.name),
        where,
      ).toContain("cursor");
      expect(Object.keys((op.responses["200"] as { headers: object }).headers), where).toEqual(
        expect.arrayContaining(["X-Total-Count", "Link"]),
      );
    }
    const params = (path: string) => (doc.paths[path].get.parameters ?? []).flatMap((p) => ("name" in p ? [p.name] : [])).sort();
    expect(params("/matches")).toEqual(["cursor", "from", "group", "limit", "round", "status", "teamId", "to"]);
    expect(params("/players")).toEqual(["cursor", "limit", "position", "q", "teamId"]);
  });

  it("answers one error envelope, the one restErrorEnvelope writes", () => {
    for (const { where, op } of ops) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400)
          expect(response, `${where} ${status}`).toHaveProperty("$ref", expect.stringMatching(/^#\/components\/responses\//));
      }
    }
    expect(Object.keys(doc.components.schemas ?? {})).toEqual(["Error"]);
  });
});

describe("/api/docs", () => {
  it("opens with a Getting started guide in the reader's language", () => {
    for (const lang of ["en", "es"] as const) {
      const html = apiDocsHtml(lang);
      const guide = html.slice(
        html.indexOf('id="getting-started"'),
        html.indexOf("</section>", html.indexOf('id="getting-started"')),
      );
      for (const key of ["token", "scopes", "errors", "retries", "pagination", "webhooks", "rateLimits", "client", "versions"]) {
        expect(guide, `${lang} ${key}`).toContain(translate(lang, `apiDocs.gettingStarted.${key}Title`));
      }
      expect(guide).toContain("/api/players/team/{teamId} → /api/teams/{teamId}/players");
      expect(guide).toContain("X-Total-Count");
      expect(guide).toContain("limit=50&amp;cursor=");
    }
    expect(apiDocsHtml("es")).toContain("Primeros pasos");
    expect(translate("es", "apiDocs.gettingStarted.rateLimits")).not.toBe(translate("en", "apiDocs.gettingStarted.rateLimits"));
  });
});
