/**
 * The REST API's OpenAPI document, made to tell the truth (decision 117). trpc-to-openapi
 * writes paths, parameters and success schemas from the procedures; everything it cannot know is added
 * here, in one pass, from facts the code already holds:
 * - error answers: one `Error` schema (the envelope `restErrorEnvelope` writes) for every status an
 *   operation can return, derived from its shape (input → 400, credentials → 401/403, path ids → 404,
 *   POST → 409/422 of Idempotency-Key, a body → 413/415, the database → 503) and from OPERATIONS
 *   (conflicts, rate limits → 429);
 * - `security: []` on public operations; every tag declared with a description; a description (the
 *   procedure's summary and who may call it) and examples for every operation; `format: date-time` on
 *   every `z.date()`; the headers answers carry.
 * server/openapi/document.test.ts lints it with Redocly and Spectral; test/contract.test.ts calls every
 * operation and validates the answers against it.
 */
import { z } from "zod";
import { CREATED_AT } from "../rest-created";
import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "../../routers/index";
import type { ScopeMeta } from "../trpc";
import { NO_SCOPE, PERSONAL_DATA_SCOPES, SESSION_ONLY, tokenScopeNeeded } from "../auth/token-scopes";
import { RATE_LIMITS } from "../rate-limits";
import { OPERATIONS } from "./operations";
import { DEPRECATED_PATHS } from "./aliases";
import { exampleOf, type JsonSchema } from "./examples";
import { HONEYPOT } from "@shared/forms/common.schema";

type Parameter = { $ref: string } | { in: string; name: string; required?: boolean; schema?: JsonSchema; description?: string };
type MediaType = { schema: JsonSchema; example?: unknown };
type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, MediaType> };
export type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response | { $ref: string }>;
  deprecated?: boolean;
};
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
    securitySchemes?: object;
  };
};

/** The tags of the document, each with what it groups. */
const TAGS: Record<string, string> = {
  teams: "The 32 teams: names, groups, texts their managers keep, and their players and jersey designs.",
  players: "Players: public profiles, squads, and the contact details admins and captains see.",
  matches: "The schedule, results, events, line-ups and officials of every match, and the tournaments.",
  stats: "Tables computed from recorded events: scorers, assists, clean sheets, fair play, head-to-head.",
  insights: "Predictions and analytics computed from the tournament data.",
  forms: "The site's public forms: contact, feedback, support, issue reports, events, the newsletter.",
  sponsors: "Sponsors, sponsoring companies and partnership inquiries.",
  content: "Editorial content: fun facts in English and Spanish.",
  commerce: "The store: products, stock, an anonymous session's cart, checkout and orders.",
  franchise: "A team's franchise: metrics, roster, contracts and orders.",
  jerseys: "Jersey designs with their sponsorship placements, saved by visitors and accounts.",
  registrations: "Applications to take part (players, staff, sponsors, franchises) and the mail they send.",
  staff: "Tournament staff and their project tasks.",
  admin: "Administration: registrations to review, backups, metrics, invitations.",
  webhooks: "Endpoints that receive signed event deliveries, and their delivery log.",
  tokens: "API tokens for partners: scopes, expiry, last use; created and revoked by a signed-in admin, never by a token.",
  auth: "Signing in and out, invitations, passwords, and who is asking.",
};

/** What each error status means here; every one answers the `Error` envelope. */
const ERRORS: Record<string, { name: string; description: string; code: string }> = {
  "400": { name: "BadRequest", code: "BAD_REQUEST", description: "The input is invalid: `fields` names each field and why." },
  "401": { name: "Unauthorized", code: "UNAUTHORIZED", description: "Credentials are missing, unknown, expired or revoked." },
  "403": { name: "Forbidden", code: "FORBIDDEN", description: "The credentials are valid but do not reach this resource." },
  "404": {
    name: "NotFound",
    code: "NOT_FOUND",
    description: "Nothing with the id given exists (or the caller may not know it does).",
  },
  "409": {
    name: "Conflict",
    code: "CONFLICT",
    description: "The request contradicts the current state, or its `Idempotency-Key` is still being answered.",
  },
  "413": { name: "PayloadTooLarge", code: "PAYLOAD_TOO_LARGE", description: "The body is larger than 1 MB." },
  "415": {
    name: "UnsupportedMediaType",
    code: "UNSUPPORTED_MEDIA_TYPE",
    description: "The body's encoding or charset is not supported (send UTF-8 JSON).",
  },
  "422": {
    name: "IdempotencyKeyReused",
    code: "UNPROCESSABLE_CONTENT",
    description: "The `Idempotency-Key` was already used for another request.",
  },
  "429": {
    name: "TooManyRequests",
    code: "TOO_MANY_REQUESTS",
    description: "A rate limit is spent: wait `Retry-After` seconds.",
  },
  "500": { name: "InternalServerError", code: "INTERNAL_SERVER_ERROR", description: "An unexpected error; it is logged." },
  "503": {
    name: "ServiceUnavailable",
    code: "SERVICE_UNAVAILABLE",
    description: "The database cannot be reached for a moment: retry after `Retry-After` seconds.",
  },
};

const header = (description: string, schema: JsonSchema = { type: "string" }, required = false) => ({
  description,
  required,
  schema,
});
const CONTENT_LANGUAGE = header("The language of the answer's messages and localized fields: `en` or `es`.", {
  type: "string",
  enum: ["en", "es"],
});
const RETRY_AFTER = header("Seconds to wait before trying again.", { type: "string", pattern: "^\\d+$" }, true);
const RATE_LIMIT_HEADERS = {
  "RateLimit-Policy": header('The limit counted: `"<name>";q=<requests>;w=<window seconds>` (IETF draft).'),
  RateLimit: header('What is left of it: `"<name>";r=<remaining>;t=<seconds to the window\'s end>`.'),
};

const LIST_HEADERS = {
  "X-Total-Count": header("How many rows the whole list holds, across all its pages.", { type: "string", pattern: "^\\d+$" }),
  Link: header('`<…>; rel="next"`: the address of the next page (the same query with its `cursor`); absent on the last page.'),
};

/** A list: a GET answering a JSON array; it takes `limit` and `cursor` and answers `X-Total-Count` and `Link`. */
export function isListOperation(method: string, op: Operation) {
  const ok = op.responses["200"] as Response | undefined;
  return method === "get" && ok?.content?.["application/json"]?.schema.type === "array";
}

/**
 * `format: date-time` for every `z.date()` the procedures take or answer. zod-openapi writes a date as a
 * bare string; its per-schema `override` metadata adds the format, set here on each date schema found.
 */
function markDates() {
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (!schema || typeof schema !== "object" || seen.has(schema) || !("_zod" in schema)) return;
    seen.add(schema);
    const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
    if (def.type === "date") {
      z.globalRegistry.add(schema as z.ZodType, {
        ...z.globalRegistry.get(schema as z.ZodType),
        override: { format: "date-time" },
      });
      return;
    }
    if (def.type === "object") Object.values(def.shape as object).forEach(visit);
    if (def.type === "lazy") visit((def.getter as () => unknown)());
    for (const key of ["element", "innerType", "left", "right", "keyType", "valueType", "in", "out", "rest"]) visit(def[key]);
    for (const key of ["options", "items"]) if (Array.isArray(def[key])) (def[key] as unknown[]).forEach(visit);
  };
  for (const procedure of Object.values(appRouter._def.procedures as unknown as object) as Array<{
    _def: { inputs?: unknown[]; output?: unknown };
  }>) {
    procedure._def.inputs?.forEach(visit);
    visit(procedure._def.output);
  }
}

type ProcedureDef = { _def: { meta?: { scope?: ScopeMeta } } };
const procedureOf = (operationId: string) =>
  (appRouter._def.procedures as unknown as Record<string, ProcedureDef>)[operationId.replaceAll("-", ".")];

/** What an API token needs for an operation (server/auth/token-scopes.ts), in a partner's words. */
function tokenText(operationId: string) {
  const need = tokenScopeNeeded(operationId.replaceAll("-", "."));
  if (need === SESSION_ONLY) return "Never with an API token (403): only a signed-in person's session.";
  if (need === NO_SCOPE) return "An API token needs no scope here.";
  const scopes = (typeof need === "string" ? [need] : need).map((scope) => `\`${scope}\``);
  const personal = (typeof need === "string" ? [need] : need).some((scope) => PERSONAL_DATA_SCOPES.includes(scope));
  return `An API token needs the ${scopes.join(" and ")} scope${scopes.length > 1 ? "s" : ""}${
    personal ? " (the answer holds people's names and contact details)" : ""
  }; without it, 403.`;
}

/** Who may call an operation, in a partner's words, from its procedure's scope meta. */
function accessText(scope: ScopeMeta | undefined, isPublic: boolean) {
  if (isPublic)
    return "Public: no credentials needed. A bearer token sent anyway is checked: 401 when it is refused (unknown, expired, revoked), 403 when it lacks the scope named below.";
  const who =
    !scope || scope.kind === "admin"
      ? "an admin"
      : scope.kind === "signedIn" || scope.kind === "public"
        ? "any signed-in account"
        : `an admin, or a ${scope.roles.join(" or ").replaceAll("_", " ")} acting for their own ${scope.kind}`;
  return `Needs the credentials of ${who}: a bearer token (\`Authorization: Bearer …\`) or the session cookie. 401 without them, 403 when they do not reach this resource.`;
}

/** A form's example without its honeypot: a filled one marks the sender a bot, answered as a success and dropped. */
function withoutHoneypot(example: unknown) {
  if (example && typeof example === "object" && HONEYPOT in example) delete (example as Record<string, unknown>)[HONEYPOT];
  return example;
}

function errorResponse(status: string): { $ref: string } {
  return { $ref: `#/components/responses/${ERRORS[status]!.name}` };
}

function decorate(path: string, method: string, op: Operation) {
  // A procedure added without its entry still gets a document (the API keeps answering); document.test.ts
  // fails on it, so it never ships that way.
  const facts = OPERATIONS[op.operationId] ?? { summary: op.summary ?? op.operationId };
  const isPublic = !op.security?.length;
  const scope = procedureOf(op.operationId)?._def.meta?.scope;
  const alias = DEPRECATED_PATHS.find((a) => a.to === path && (a.methods as readonly string[]).includes(method.toUpperCase()));
  const limit = facts.limit ? RATE_LIMITS[facts.limit] : undefined;

  const description = [
    op.summary,
    accessText(scope, isPublic),
    tokenText(op.operationId),
    limit &&
      `Rate-limited: ${limit.max} requests per ${limit.windowMs / 60_000} minutes per ${limit.per}; past it, 429 with \`Retry-After\`.`,
    method === "post" &&
      "Send an `Idempotency-Key` header to make retries safe: a repeat of the same request answers the first answer again.",
    alias && `Formerly \`${alias.from}\`, which still answers (deprecated) until version 2.`,
  ].filter(Boolean);
  op.description = description.join("\n\n");
  op.summary = facts.summary;
  if (isPublic) op.security = [];
  else op.security = [{ Authorization: [] }, { session: [] }];

  if (method === "post" && !op.parameters?.some((p) => "in" in p && p.in === "header" && p.name === "Idempotency-Key")) {
    // A reference, so server/http-api.ts still tells the operations that handle the key themselves (they
    // declare it inline) from those server/idempotency.ts answers for.
    (op.parameters ??= []).push({ $ref: "#/components/parameters/IdempotencyKey" });
  }

  const statuses = new Set<string>(["400", "500", "503"]);
  // A bearer token is checked wherever it is sent, public operations included (decision 116): refused
  // (unknown, expired, revoked) → 401; one without the scope the operation needs → 403.
  statuses.add("401");
  if (!isPublic || tokenScopeNeeded(op.operationId.replaceAll("-", ".")) !== NO_SCOPE) statuses.add("403");
  // A path id may name nothing (404); a path parameter that is a fixed choice (a kind, a group) is input
  // like any other, refused with 400 when it is none of them.
  if (!facts.pathNamesNoRow && op.parameters?.some((p) => "in" in p && p.in === "path" && !p.schema?.enum)) statuses.add("404");
  if (method === "post") statuses.add("409");
  // 422 is server/idempotency.ts's answer; an operation declaring the header itself handles the key.
  if (method === "post" && op.parameters?.some((p) => "$ref" in p && p.$ref.endsWith("/IdempotencyKey"))) statuses.add("422");
  // Writes read a JSON body whether or not they document one: without `Content-Type: application/json`
  // the REST bridge answers 415.
  if (method !== "get") statuses.add("413").add("415");
  if (limit) statuses.add("429");
  for (const status of facts.errors ?? []) statuses.add(String(status));

  const ok = op.responses["200"] as Response;
  const okHeaders: Record<string, unknown> = { "Content-Language": CONTENT_LANGUAGE };
  if (limit) Object.assign(okHeaders, RATE_LIMIT_HEADERS);
  if (method === "post")
    okHeaders["Idempotent-Replayed"] = header(
      "`true` when this is the kept answer to an earlier request with the same `Idempotency-Key`.",
    );
  if (isPublic && method === "get" && !facts.personal)
    okHeaders.ETag = header("A strong validator of the body: send it back in `If-None-Match` for a 304.");
  if (alias) {
    okHeaders.Deprecation = header("`true` when the deprecated path was asked.");
  }
  // Creations answer 201 with the address of what they made (server/rest-created.ts).
  const created = CREATED_AT[op.operationId.replaceAll("-", ".")];
  if (created) {
    okHeaders.Location = header(`The address of what was created: \`${created}\`.`);
    ok.description = "Created.";
  }
  // Lists page (server/list-paging.ts, decision 118): the body stays an array, the headers tell the rest.
  if (isListOperation(method, op)) Object.assign(okHeaders, LIST_HEADERS);
  ok.headers = okHeaders;
  const media = ok.content?.["application/json"];
  if (media) media.example = exampleOf(media.schema);
  const body = op.requestBody?.content["application/json"];
  if (body) body.example = facts.example ?? withoutHoneypot(exampleOf(body.schema));

  const responses: Operation["responses"] = created ? { "201": ok } : { "200": ok };
  if (isPublic && method === "get" && !facts.personal) responses["304"] = { $ref: "#/components/responses/NotModified" };
  for (const status of [...statuses].sort()) {
    responses[status] = errorResponse(status);
  }
  op.responses = responses;
}

function components(): OpenApiDocument["components"] {
  const responses: Record<string, Response> = {
    NotModified: {
      description: "The body has not changed since the `ETag` sent in `If-None-Match`; no body.",
      headers: { "Content-Language": CONTENT_LANGUAGE },
    },
  };
  for (const [status, { name, description, code }] of Object.entries(ERRORS)) {
    const headers: Record<string, unknown> = { "Content-Language": CONTENT_LANGUAGE };
    if (status === "429" || status === "503") headers["Retry-After"] = RETRY_AFTER;
    if (status === "429") Object.assign(headers, RATE_LIMIT_HEADERS);
    responses[name] = {
      description,
      headers,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Error" },
          example: { error: { code, message: description.replace(/`/g, "") } },
        },
      },
    };
  }
  return {
    schemas: {
      Error: {
        type: "object",
        description: "Every error answer: a stable `code`, a translated `message`, and for invalid input the `fields` at fault.",
        required: ["error"],
        additionalProperties: false,
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            additionalProperties: false,
            properties: {
              code: { type: "string", description: "Stable and machine-readable, e.g. BAD_REQUEST, CONFLICT." },
              message: { type: "string", description: "In the answer's language (`Content-Language`)." },
              fields: {
                type: "object",
                description: "For invalid input: each field at fault and what is wrong with it, translated.",
                additionalProperties: { type: "string" },
              },
            },
          },
        },
      },
    },
    responses,
    parameters: {
      IdempotencyKey: {
        in: "header",
        name: "Idempotency-Key",
        required: false,
        description:
          "Any unique string (a UUID): the first answer is kept 24 hours and replayed to a repeat of the same request.",
        schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
      },
    },
    securitySchemes: {
      Authorization: {
        type: "http",
        scheme: "bearer",
        description: "An API token an admin creates in /admin/tokens, sent as `Authorization: Bearer <token>`.",
      },
      session: { type: "apiKey", in: "cookie", name: "session", description: "The browser session of a signed-in person." },
    },
  };
}

function build(): OpenApiDocument {
  markDates();
  const doc = generateOpenApiDocument(appRouter, {
    title: "Trades Cup API",
    description: [
      "REST API of the Trades Cup platform, version 1 (`/api/v1/…`; `/api/…` is the same).",
      'Errors: `{ "error": { "code", "message", "fields"? } }`, in the language of `Accept-Language` (`en` or `es`). Dates are ISO 8601 strings in UTC. The guide for partners: /api/docs#getting-started.',
      `Deprecated paths, answered until version 2: ${DEPRECATED_PATHS.map((a) => `${a.methods.join("/")} \`${a.from}\` → \`${a.to}\``).join("; ")}.`,
    ].join("\n\n"),
    version: "1.0.0",
    baseUrl: "/api",
    license: { name: "Proprietary", url: "https://tradescup.example/terms" },
    contact: { name: "Trades Cup organisers", url: "https://tradescup.example/contact" },
  }) as unknown as OpenApiDocument;
  const used = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      decorate(path, method, op);
      op.tags?.forEach((t) => used.add(t));
    }
  }
  // An undeclared tag is listed without a description: document.test.ts fails on it.
  doc.tags = [...used].sort().map((name) => ({ name, description: TAGS[name] ?? "" }));
  doc.components = components();
  return doc;
}

let document: OpenApiDocument | undefined;
/** The document served at /api/openapi.json, built once. */
export function openApiDocument(): OpenApiDocument {
  document ??= build();
  return document;
}
