import type { NextFunction, Request, Response } from "express";
import { openApiDocument } from "./openapi/document";
import { DEPRECATED_PATHS } from "./openapi/aliases";
import { translate, type Lang } from "./i18n";
import { captureBody } from "./capture-body";

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The REST bridge writes tRPC's error shape; partners get one documented envelope instead:
 * `{ error: { code, message, fields? } }`. Rewritten here, in one place, as the response leaves.
 */
export function restErrorEnvelope(_req: Request, res: Response, next: NextFunction) {
  captureBody(res, ({ body, status, headersSent }) => {
    if (status < 400 || headersSent || !String(res.getHeader("content-type")).includes("json")) return;
    try {
      const parsed = JSON.parse(body.toString("utf8"));
      if (!parsed || parsed.error) return;
      const envelope = errorBody(
        parsed.code ?? "ERROR",
        parsed.data?.message ?? parsed.message,
        parsed.data?.fields ?? undefined,
      );
      return { body: Buffer.from(JSON.stringify(envelope)) };
    } catch {
      // not JSON after all: leave it as it is
    }
  });
  next();
}

export { openApiDocument };

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

/** The guide for partners above the reference: tokens, scopes, errors, retries, pages, webhooks, limits, clients. */
function gettingStarted(lang: Lang) {
  const t = (key: string) => translate(lang, `apiDocs.gettingStarted.${key}`);
  const sections = ["token", "scopes", "errors", "retries", "pagination", "webhooks", "rateLimits", "client", "versions"];
  const samples: Record<string, string> = {
    token: "curl -H 'Authorization: Bearer tcapi_…' https://…/api/v1/matches",
    client: [
      "npx openapi-typescript https://…/api/openapi.json -o schema.d.ts",
      'import createClient from "openapi-fetch";',
      'import type { paths } from "./schema";',
      'const api = createClient<paths>({ baseUrl: "https://…/api/v1", headers: { authorization: `Bearer ${token}` } });',
      'const { data, error } = await api.GET("/matches");',
    ].join("\n"),
    pagination: [
      "curl -i 'https://…/api/v1/players?position=defender&limit=50'",
      "X-Total-Count: 142",
      'Link: </api/players?position=defender&limit=50&cursor=bzUw>; rel="next"',
    ].join("\n"),
    versions: DEPRECATED_PATHS.map((a) => `${a.methods.join("/")} /api${a.from} → /api${a.to}`).join("\n"),
  };
  const body = sections
    .map(
      (key) =>
        `<h3>${t(`${key}Title`)}</h3><p>${esc(t(key))}</p>${samples[key] ? `<pre><code>${esc(samples[key])}</code></pre>` : ""}`,
    )
    .join("");
  return `<section id="getting-started"><h2>${t("title")}</h2>${body}</section>`;
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
          parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema } | { $ref: string }>;
          requestBody?: { content: Record<string, { schema: Schema }> };
          responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
        }
      >
    >;
  };
  const components = openApiDocument().components.parameters ?? {};
  type Param = { name: string; in: string; required?: boolean; schema?: Schema };
  const resolve = (p: Param | { $ref: string }) => ("$ref" in p ? (components[p.$ref.split("/").pop()!] as Param) : p);
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const body = ops
    .map(({ path, method, op }) => {
      const params = op.parameters?.length
        ? `<h4>${translate(lang, "apiDocs.parameters")}</h4><ul>${op.parameters
            .map(resolve)
            .map(
              (p) =>
                `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? `, ${translate(lang, "apiDocs.required").toLowerCase()}` : ""}): ${esc(schemaText(p.schema))}</li>`,
            )
            .join("")}</ul>`
        : "";
      const reqBody = op.requestBody
        ? `<h4>${translate(lang, "apiDocs.body")}</h4>${fieldsTable(op.requestBody.content["application/json"]?.schema, lang)}`
        : "";
      const ok = (op.responses["200"] ?? op.responses["201"])?.content?.["application/json"]?.schema;
      return `<section><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code></h3><p>${esc(op.summary)}</p>${params}${reqBody}<h4>${translate(lang, "apiDocs.response")}</h4>${fieldsTable(ok, lang)}</section>`;
    })
    .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${translate(lang, "apiDocs.title")}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}code{background:#f1f5f9;padding:0 .25rem;border-radius:.25rem}section{border-top:1px solid #cbd5e1;padding:.5rem 0}table{border-collapse:collapse;width:100%}td,th{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;overflow-wrap:anywhere}code{overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere}.m{font-weight:700;padding:0 .4rem;border-radius:.25rem;color:#fff;background:#1e40af}.m.post{background:#166534}.m.patch,.m.put{background:#92400e}.m.delete{background:#991b1b}a{color:#1e40af}</style></head>
<body><main><h1>${translate(lang, "apiDocs.title")}</h1><p>${translate(lang, "apiDocs.intro")}</p><p><a href="#getting-started">${translate(lang, "apiDocs.gettingStarted.title")}</a> · <a href="/api/openapi.json">openapi.json</a> · <a href="/api/docs?lang=${lang === "en" ? "es" : "en"}" hreflang="${lang === "en" ? "es" : "en"}" lang="${lang === "en" ? "es" : "en"}">${lang === "en" ? "Español" : "English"}</a></p>
${gettingStarted(lang)}
<h2>${translate(lang, "apiDocs.errors")}</h2><p>${translate(lang, "apiDocs.errorsText")}</p><pre><code>{ "error": { "code": "BAD_REQUEST", "message": "…", "fields": { "email": "…" } } }</code></pre>
<h2>${translate(lang, "apiDocs.operations")}</h2>${body}</main></body></html>`;
}
