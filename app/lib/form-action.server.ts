import { data, type AppLoadContext } from "react-router";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { z, ZodType } from "zod";
import { describeError } from "../../server/trpc";
import { translate } from "../../server/i18n";
import { translator } from "@shared/i18n/strings";
import { jsonTooDeep } from "../../server/input-guard";
import type { ServerCaller } from "../../server/context";
import { formatIssues } from "@shared/forms/issue-message";
import { HONEYPOT } from "@shared/forms/common.schema";
import { INTENT_FIELD, type FormResult } from "./form-result";

/**
 * Every write from a page goes through its route's `action`: a form is a plain
 * `<form method="post">` (Conform, app/components/forms/conform.tsx) before and after JavaScript loads;
 * a one-button write (app/components/forms/use-intent.tsx) may also send `{ intent, input }` as JSON.
 * The action picks the intent from the route's allow-list, parses a form with the intent's zod schema
 * through Conform (`parseWithZod`, the same parse the browser ran) and calls the procedure in-process
 * (`context.trpc`), so its own checks, rate limits and translated messages apply as over tRPC or REST.
 * Every answer carries Conform's `reply`: field errors and the form's own error in one shape.
 */
export type Intent<S extends ZodType = ZodType, O = unknown> = {
  schema: S;
  run: (trpc: ServerCaller, input: z.output<S>) => Promise<O>;
  /** A JSON body goes to the procedure as sent: its own input parse is the only one (procedureIntent). */
  procedureParses?: boolean;
};

/**
 * One allowed intent: the form's schema and the call (one procedure, or a few in order), which gets
 * what the schema parsed — the procedure's input, or the form's values reshaped into it (a salary
 * typed in dollars, stored in cents: AddStaffFormSchema, CreateTaskFormSchema, ContractFormSchema).
 */
export function intent<S extends ZodType, O>(
  schema: S,
  run: (trpc: ServerCaller, input: z.output<S>) => Promise<O>,
): Intent<S, O> {
  return { schema, run };
}

/**
 * An intent that is one procedure with this same schema as its input: a JSON body goes to it as sent,
 * so the input is parsed once, by the procedure (whose gate still answers first, and whose refusal
 * names the fields as the action's own parse would). A form is still parsed here: its text fields need
 * Conform's coercion.
 */
export function procedureIntent<S extends ZodType, O>(
  schema: S,
  run: (trpc: ServerCaller, input: z.input<S>) => Promise<O>,
): Intent<S, O> {
  return { schema, run: run as Intent<S, O>["run"], procedureParses: true };
}

export { INTENT_FIELD };
/** Bodies above this are refused unread, as the JSON parser does for /api and /trpc (server/app.ts). */
const MAX_BODY = 1024 * 1024;

/**
 * Refusals whose own words tell the visitor what to do (sign in, not allowed, not found, a duplicate,
 * a rate limit): said as the form's error. Any other refusal names its fields, or the form says its
 * own failure text. The one place this rule lives.
 */
const SAID_AS_IS = new Set([401, 403, 404, 409, 429]);
const saidAsIs = (status: number, message: string) => (SAID_AS_IS.has(status) ? message : "");

const GATE_CODES = new Set<TRPCError["code"]>(["UNAUTHORIZED", "FORBIDDEN"]);

type ActionArgs = {
  request: Request;
  context: Pick<AppLoadContext, "lang" | "trpc"> & Partial<Pick<AppLoadContext, "scripted">>;
};
type Results<T extends Record<string, Intent>> = {
  [K in keyof T & string]: FormResult<K, Awaited<ReturnType<T[K]["run"]>>>;
}[keyof T & string];

/**
 * A route action answering the intents it lists. Success: `{ ok: true, intent, data, reply }` (the
 * reply resets the form). A refusal (bad input, conflict, rate limit, unknown intent, unreadable body):
 * `{ ok: false, intent, status, message, fields, reply }` with the procedure's HTTP status and messages
 * in the visitor's language — never a 500. The status is the answer's own for a post without JavaScript;
 * the page's script (`….data`) gets 200 with the status in the body, and the routes keep their data after
 * a refusal (`keepDataAfterRefusal`, app/lib/form-result.ts), as React Router does after a 4xx. What a form posted comes back in the reply (never a
 * password or the honeypot), so the page shows it again beside the errors.
 */
export function formAction<T extends Record<string, Intent>>(intents: T) {
  return async ({ request, context }: ActionArgs) => {
    const { lang } = context;
    const answer = (
      status: number,
      intentName: string | null,
      message: string,
      fields: Record<string, string>,
      reply?: SubmissionResult<string[]>,
    ) => {
      const failure = {
        ok: false as const,
        intent: intentName,
        status,
        message,
        fields,
        reply: reply ?? { status: "error" as const, error: errorsOf(saidAsIs(status, message), fields) },
      };
      // The page's script reads the status from the body: a 4xx there would log a failed load in the browser's
      // console for an answer the page shows as it should. A post without JavaScript keeps the real status.
      return data(failure as Results<T>, { status: context.scripted ? 200 : status });
    };

    const body = await readBody(request);
    if ("refused" in body) return answer(body.refused.status, null, translate(lang, body.refused.key), {});
    const name = body.intent;
    const chosen = name !== null && Object.hasOwn(intents, name) ? intents[name] : undefined;
    if (!chosen || name === null) return answer(400, name, translate(lang, "errors.unknownIntent"), {});

    const submission = body.fields
      ? parseWithZod(body.fields, { schema: chosen.schema, formatError: formatIssues(translator(lang).t) })
      : null;
    const hideFields = body.fields
      ? [...new Set(body.fields.keys())].filter((field) => field === HONEYPOT || /password/i.test(field))
      : [];
    try {
      let input: unknown;
      if (submission) {
        if (submission.status !== "success") {
          await probeGate(chosen, context.trpc);
          const fields = Object.fromEntries(
            Object.entries(submission.error ?? {}).flatMap(([field, errors]) => (errors?.[0] ? [[field, errors[0]]] : [])),
          );
          return answer(
            400,
            name,
            Object.values(fields)[0] ?? translate(lang, "errors.badRequest"),
            fields,
            submission.reply({ hideFields }),
          );
        }
        input = submission.value;
      } else if (chosen.procedureParses) {
        input = body.input;
      } else {
        const parsed = chosen.schema.safeParse(body.input);
        if (!parsed.success) {
          await probeGate(chosen, context.trpc);
          throw new TRPCError({ code: "BAD_REQUEST", cause: parsed.error });
        }
        input = parsed.data;
      }
      const result = await chosen.run(context.trpc, input);
      return data({
        ok: true,
        intent: name,
        data: result,
        reply: submission?.reply({ resetForm: true }) ?? { status: "success" },
      } as Results<T>);
    } catch (e) {
      if (!(e instanceof TRPCError)) throw e;
      const { status, message, fields = {} } = describeRefusal(e, lang);
      const said = saidAsIs(status, message);
      const reply = submission?.reply({
        formErrors: said ? [said] : [],
        fieldErrors: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, [text]])),
        hideFields,
      });
      return answer(status, name, message, fields, reply);
    }
  };
}

/** Conform's error record: the form's own error under "", each field's under its name. */
function errorsOf(formError: string, fields: Record<string, string>): Record<string, string[]> {
  return {
    ...(formError ? { "": [formError] } : {}),
    ...Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, [text]])),
  };
}

/**
 * Before bad input is answered, the procedure is asked with none: its gate answers a visitor 401/403
 * whatever they sent, as over tRPC (server/trpc.ts, adminProcedure). For someone the gate lets
 * through, no input is refused by the procedure's own schema (nothing is written).
 */
async function probeGate(chosen: Intent, trpc: ServerCaller) {
  await chosen.run(trpc, undefined).catch((e: unknown) => {
    if (e instanceof TRPCError && GATE_CODES.has(e.code)) throw e;
  });
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
  if (!json && type !== "application/x-www-form-urlencoded" && type !== "text/plain")
    return { refused: { status: 415, key: "errors.formEncoding" } };
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
