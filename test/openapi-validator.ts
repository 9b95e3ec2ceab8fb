import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument, Operation } from "../server/openapi/document";

type Doc = OpenApiDocument;
type Response = {
  description: string;
  headers?: Record<string, { required?: boolean; schema: object }>;
  content?: Record<string, { schema: object }>;
};

/**
 * Checks answers against the OpenAPI document with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 writes it),
 * formats included: the status must be one the operation documents, each required header present and
 * every header and the body valid against their schemas.
 */
export function openApiValidator(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The document's schemas refer to its components: give Ajv the document as a schema it can point into.
  ajv.addSchema({ $id: "openapi", components: doc.components }, "openapi");
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schema: object) => {
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    if (!fn) {
      fn = ajv.compile(JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/')));
      compiled.set(key, fn);
    }
    return fn;
  };
  const deref = <T>(value: T | { $ref: string }): T => {
    if (value && typeof value === "object" && "$ref" in value) {
      const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(value.$ref)!;
      return (doc.components as Record<string, Record<string, T>>)[kind!]![name!]!;
    }
    return value as T;
  };
  const templates = Object.entries(doc.paths).map(([path, methods]) => ({
    path,
    methods,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));

  return {
    compile,
    /** The operation documented for a method and a concrete path (under /api). */
    find(method: string, path: string): { path: string; op: Operation } | undefined {
      const t = templates.find((x) => x.pattern.test(path) && x.methods[method.toLowerCase()]);
      return t && { path: t.path, op: t.methods[method.toLowerCase()]! };
    },
    /** What is wrong with an answer, as readable lines; empty when it matches the document. */
    problems(op: Operation, status: number, headers: Headers, body: string): string[] {
      const documented = op.responses[String(status)];
      if (!documented) return [`status ${status} is not documented (documented: ${Object.keys(op.responses).join(", ")})`];
      const response = deref(documented as Response);
      const out: string[] = [];
      for (const [name, h] of Object.entries(response.headers ?? {})) {
        const value = headers.get(name);
        if (value === null) {
          if (h.required) out.push(`header ${name} is required but missing`);
          continue;
        }
        const check = compile(h.schema);
        if (!check(value)) out.push(`header ${name}: ${ajv.errorsText(check.errors)}`);
      }
      const media = response.content?.["application/json"];
      if (!media) {
        if (body && status !== 304) out.push(`a body was sent where none is documented: ${body.slice(0, 120)}`);
        return out;
      }
      if (!headers.get("content-type")?.includes("application/json")) out.push(`content-type ${headers.get("content-type")}`);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return [...out, `body is not JSON: ${body.slice(0, 120)}`];
      }
      const check = compile(media.schema);
      if (!check(json)) out.push(`body: ${ajv.errorsText(check.errors, { dataVar: "body" })}`);
      return out;
    },
  };
}
