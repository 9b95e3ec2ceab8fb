import { data, type AppLoadContext } from "react-router";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { z, ZodType } from "zod";
import { describeError } from "../../server/trpc";
import { translate } from "../../server/i18n";
import { jsonTooDeep } from "../../server/input-guard";
import type { ServerCaller } from "../../server/context";
import { formToInput } from "@shared/forms/form-data";
import { HONEYPOT } from "@shared/forms/common.schema";
import type { FormResult } from "./form-result";

/**
 * Every write from a page goes through its route's `action` (issue 16, docs/DESIGN.md "Writes"): a
 * plain `<form method="post">` before JavaScript loads, the same form enhanced by `useMutationForm`
 * after. The action reads the body (form-encoded, or `{ intent, input }` as JSON from the enhanced
 * client), picks the intent from the route's allow-list, shapes form fields with the intent's schema
 * and calls the procedure in-process (`context.trpc`), so the procedure's own checks, rate limits and
 * translated messages apply exactly as over tRPC or REST.
 */
export type Intent<S extends ZodType = ZodType, O = unknown> = {
  schema: S;
  run: (trpc: ServerCaller, input: z.input<S>) => Promise<O>;
};

const GATE_CODES = new Set<TRPCError["code"]>(["UNAUTHORIZED", "FORBIDDEN"]);

/**
 * One allowed intent: the procedure's input schema and the call (one procedure, or a few in order).
 *
 * With `{ reshape: true }` the schema is a form schema that reshapes what was typed before the
 * procedure reads it (a salary typed in dollars, stored in cents: AddStaffFormSchema,
 * CreateTaskFormSchema, ContractFormSchema): the action parses with it, so a posted form and the
 * enhanced dialog are read alike, and `run` gets the parsed output, the procedure's own input shape.
 * When that parse fails, the procedure is still asked first, with no input at all: its gate answers a
 * visitor 401/403 whatever they sent, as over tRPC (server/trpc.ts, adminProcedure). For someone the
 * gate lets through, no input is refused by the procedure's own object schema (nothing is written),
 * and the form's field errors are answered (400).
 */
export function intent<S extends ZodType, O>(schema: S, run: (trpc: ServerCaller, input: z.output<S>) => Promise<O>, options: { reshape: true }): Intent<S, O>;
export function intent<S extends ZodType, O>(schema: S, run: (trpc: ServerCaller, input: z.input<S>) => Promise<O>): Intent<S, O>;
export function intent<S extends ZodType, O>(schema: S, run: (trpc: ServerCaller, input: never) => Promise<O>, options?: { reshape: true }): Intent<S, O> {
  const call = run as (trpc: ServerCaller, input: unknown) => Promise<O>;
  if (!options?.reshape) return { schema, run: call };
  return {
    schema,
    run: async (trpc, typed) => {
      const parsed = schema.safeParse(typed);
      if (parsed.success) return call(trpc, parsed.data);
      await call(trpc, undefined).catch((e: unknown) => {
        if (e instanceof TRPCError && GATE_CODES.has(e.code)) throw e;
      });
      throw new TRPCError({ code: "BAD_REQUEST", cause: parsed.error });
    },
  };
}

/** The field that carries the intent in a posted form (a hidden input, or the submit button's name). */
export const INTENT_FIELD = "intent";
/** Bodies above this are refused unread, as the JSON parser does for /api and /trpc (server/app.ts). */
const MAX_BODY = 1024 * 1024;

type ActionArgs = { request: Request; context: Pick<AppLoadContext, "lang" | "trpc"> };
type Results<T extends Record<string, Intent>> = { [K in keyof T & string]: FormResult<K, Awaited<ReturnType<T[K]["run"]>>> }[keyof T & string];

/**
 * A route action answering the intents it lists. Success: `{ ok: true, intent, data }`. A refusal
 * (bad input, conflict, rate limit, unknown intent, unreadable body): `{ ok: false, intent, message,
 * fields }` with the procedure's HTTP status and messages in the visitor's language — never a 500.
 */
export function formAction<T extends Record<string, Intent>>(intents: T) {
  return async ({ request, context }: ActionArgs) => {
    const refuse = (status: number, key: string, intentName: string | null = null) =>
      data({ ok: false, intent: intentName, status, message: translate(context.lang, key), fields: {} } as Results<T>, { status });

    const body = await readBody(request);
    if ("refused" in body) return refuse(body.refused.status, body.refused.key);
    const name = body.intent;
    const chosen = name !== null && Object.hasOwn(intents, name) ? intents[name] : undefined;
    if (!chosen || name === null) return refuse(400, "errors.unknownIntent", name);
    const input = body.fields ? formToInput(chosen.schema, body.fields) : body.input;
    try {
      const result = await chosen.run(context.trpc, input as z.input<typeof chosen.schema>);
      return data({ ok: true, intent: name, data: result } as Results<T>);
    } catch (e) {
      if (!(e instanceof TRPCError)) throw e;
      const { status, message, fields } = describeRefusal(e, context.lang);
      const values = body.fields ? postedValues(body.fields) : undefined;
      return data({ ok: false, intent: name, status, message, fields: fields ?? {}, values } as Results<T>, { status });
    }
  };
}

/** A procedure's refusal as a page answers it: its HTTP status and translated message and fields. */
export function describeRefusal(e: TRPCError, lang: AppLoadContext["lang"]) {
  const { message, fields } = describeError(e, lang);
  return { status: getHTTPStatusCodeFromError(e), message, fields };
}

type Body =
  | { intent: string | null; fields: URLSearchParams; input?: undefined }
  | { intent: string | null; input: unknown; fields?: undefined }
  | { refused: { status: number; key: string } };

async function readBody(request: Request): Promise<Body> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const json = type === "application/json";
  if (!json && type !== "application/x-www-form-urlencoded" && type !== "text/plain") return { refused: { status: 415, key: "errors.formEncoding" } };
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) return { refused: { status: 413, key: "errors.tooLarge" } };
  const text = await request.text().catch(() => null);
  if (text === null) return { refused: { status: 400, key: "errors.badRequest" } };
  if (text.length > MAX_BODY) return { refused: { status: 413, key: "errors.tooLarge" } };
  if (!json) {
    const fields = new URLSearchParams(text);
    return { intent: fields.get(INTENT_FIELD), fields };
  }
  if (jsonTooDeep(text)) return { refused: { status: 400, key: "errors.tooDeep" } };
  try {
    const parsed = JSON.parse(text) as { intent?: unknown; input?: unknown } | null;
    if (!parsed || typeof parsed !== "object") return { refused: { status: 400, key: "errors.malformedBody" } };
    return { intent: typeof parsed.intent === "string" ? parsed.intent : null, input: parsed.input };
  } catch {
    return { refused: { status: 400, key: "errors.malformedBody" } };
  }
}

/** The posted text fields (a repeated name as a list), without the intent, the honeypot and any password. */
function postedValues(fields: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(fields.keys())) {
    if (name === INTENT_FIELD || name === HONEYPOT || /password/i.test(name)) continue;
    const all = fields.getAll(name);
    out[name] = all.length > 1 ? all : all[0];
  }
  return out;
}
