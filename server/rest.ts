import type { NextFunction, Request, Response } from "express";
import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "../routers/index";
import { translate, type Lang } from "./i18n";

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The REST bridge writes tRPC's error shape; partners get one documented envelope instead:
 * `{ error: { code, message, fields? } }`. Rewritten here, in one place, as the response leaves.
 */
export function restErrorEnvelope(_req: Request, res: Response, next: NextFunction) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode >= 400 && typeof chunk === "string" && String(res.getHeader("content-type")).includes("json")) {
      try {
        const body = JSON.parse(chunk);
        if (body && !body.error) {
          chunk = JSON.stringify(
            errorBody(body.code ?? "ERROR", body.data?.message ?? body.message, body.data?.fields ?? undefined),
          );
        }
      } catch {
        // not JSON after all: leave it as it is
      }
    }
    return end(chunk, ...rest);
  }) as Response["end"];
  next();
}

let document: ReturnType<typeof generateOpenApiDocument> | undefined;
export function openApiDocument() {
  document ??= generateOpenApiDocument(appRouter, {
    title: "Trades Cup API",
    description:
      "REST bridge to the Trades Cup platform. Errors: { error: { code, message, fields? } }. Dates are ISO 8601 strings in UTC.",
    version: "1.0.0",
    baseUrl: "/api",
    tags: ["teams", "players", "matches", "stats", "forms", "webhooks"],
  });
  return document;
}

const esc = (s: unknown) =>
  String(s ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

type Schema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: Schema[];
};
function schemaText(s: Schema | undefined): string {
  if (!s) return "";
  if (s.anyOf) return s.anyOf.map(schemaText).join(" | ");
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.type === "array") return `${schemaText(s.items)}[]`;
  const type = Array.isArray(s.type) ? s.type.join(" | ") : (s.type ?? "object");
  return s.format ? `${type} (${s.format})` : type;
}
function fieldsTable(s: Schema | undefined, lang: Lang) {
  const props = s?.type === "array" ? s.items?.properties : s?.properties;
  if (!props) return `<p><code>${esc(schemaText(s))}</code></p>`;
  const rows = Object.entries(props)
    .map(
      ([name, p]) =>
        `<tr><td><code>${esc(name)}</code></td><td>${esc(schemaText(p))}</td><td>${(s?.type === "array" ? s.items?.required : s?.required)?.includes(name) ? translate(lang, "apiDocs.yes") : ""}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>${translate(lang, "apiDocs.field")}</th><th>${translate(lang, "apiDocs.type")}</th><th>${translate(lang, "apiDocs.required")}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A readable reference of every REST operation, rendered from the OpenAPI document. */
export function apiDocsHtml(lang: Lang) {
  const doc = openApiDocument() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          summary?: string;
          tags?: string[];
          parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
          requestBody?: { content: Record<string, { schema: Schema }> };
          responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
        }
      >
    >;
  };
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const body = ops
    .map(({ path, method, op }) => {
      const params = op.parameters?.length
        ? `<h4>${translate(lang, "apiDocs.parameters")}</h4><ul>${op.parameters.map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? `, ${translate(lang, "apiDocs.required").toLowerCase()}` : ""}): ${esc(schemaText(p.schema))}</li>`).join("")}</ul>`
        : "";
      const reqBody = op.requestBody
        ? `<h4>${translate(lang, "apiDocs.body")}</h4>${fieldsTable(op.requestBody.content["application/json"]?.schema, lang)}`
        : "";
      const ok = op.responses["200"]?.content?.["application/json"]?.schema;
      return `<section><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code></h3><p>${esc(op.summary)}</p>${params}${reqBody}<h4>${translate(lang, "apiDocs.response")}</h4>${fieldsTable(ok, lang)}</section>`;
    })
    .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${translate(lang, "apiDocs.title")}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}code{background:#f1f5f9;padding:0 .25rem;border-radius:.25rem}section{border-top:1px solid #cbd5e1;padding:.5rem 0}table{border-collapse:collapse;width:100%}td,th{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;overflow-wrap:anywhere}code{overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere}.m{font-weight:700;padding:0 .4rem;border-radius:.25rem;color:#fff;background:#1e40af}.m.post{background:#166534}.m.patch,.m.put{background:#92400e}.m.delete{background:#991b1b}a{color:#1e40af}</style></head>
<body><main><h1>${translate(lang, "apiDocs.title")}</h1><p>${translate(lang, "apiDocs.intro")}</p><p><a href="/api/openapi.json">openapi.json</a> · <a href="/api/docs?lang=${lang === "en" ? "es" : "en"}" hreflang="${lang === "en" ? "es" : "en"}" lang="${lang === "en" ? "es" : "en"}">${lang === "en" ? "Español" : "English"}</a></p>
<h2>${translate(lang, "apiDocs.errors")}</h2><p>${translate(lang, "apiDocs.errorsText")}</p><pre><code>{ "error": { "code": "BAD_REQUEST", "message": "…", "fields": { "email": "…" } } }</code></pre>
<h2>${translate(lang, "apiDocs.operations")}</h2>${body}</main></body></html>`;
}
