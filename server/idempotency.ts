/**
 * `Idempotency-Key` on every REST POST (decisions 115 and 120): the first answer to a key is kept for 24
 * hours and replayed to a repeat of the same request by the same credential; the same key with another
 * request is refused (422); a repeat while the first is still being answered gets 409. An answer that
 * holds a secret is never kept: its repeat is told 409 "already done", with the created thing's address.
 */
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { requestAuth } from "./auth/middleware";
import { clientKey } from "./client-address";
import { requestLang } from "./context";
import { errorBody } from "./rest";
import { translate } from "./i18n";
import { getRuntime } from "./runtime";
import { postDeclaresHeader, postProcedureAt } from "./http-api";
import { captureBody } from "./capture-body";
import { readSessionToken } from "./auth/session";
import { tokenRefusal } from "./auth/token-scopes";
import type { AppMeta } from "./trpc";
import { appRouter } from "../routers/index";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** How long an answer is kept for repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/**
 * A key whose first request never finished (its instance died before answering) is given to a repeat
 * after this long, so a client is not locked out for a day; the first request's write may have been
 * stored, which the match console's own event ids (decision 106) guard against where it matters.
 */
const ABANDONED_MS = 60_000;
/** Answer headers that belong to the answer and come back with a replay. */
const KEPT_HEADERS = ["content-type", "location", "content-language"];

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** Answers not kept for a repeat, besides 5xx: a 429 says "not now", and the repeat should be tried for real. */
const NOT_KEPT = (status: number) => status >= 500 || status === 429;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

type Procedure = { _def: { type: string; meta?: AppMeta } };

/**
 * Whose key it is: the credential, not the account — the API token (by its id), the session (by the
 * hash of its cookie), else the anonymous caller's address — so one credential's answer (a token minted,
 * a secret) never reaches another credential of the same admin. `refused`: a token the procedure would
 * answer 403, which must get that 403 rather than anything kept under the key.
 */
async function credentialOf(req: Request, procedure: string | undefined) {
  const { user } = await requestAuth(req);
  const def = procedure ? (appRouter._def.procedures as unknown as Record<string, Procedure>)[procedure]?._def : undefined;
  const refused = Boolean(procedure && def && tokenRefusal(user, procedure));
  const session = readSessionToken(req);
  const caller = user?.apiToken
    ? `token:${user.apiToken.id}`
    : user && session
      ? `session:${sha256(session)}`
      : `address:${clientKey(req)}`;
  return { caller, refused, answersSecret: def?.meta?.answersSecret === true };
}

/**
 * Mounted at /api. Operations that declare the header themselves (a match event: decision 106, kept in
 * the same transaction as the event) keep their own, stronger handling.
 */
export function idempotentPosts(req: Request, res: Response, next: NextFunction) {
  const key = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (req.method !== "POST" || key === undefined || postDeclaresHeader(req.path, IDEMPOTENCY_HEADER)) return next();
  handle(req, res, next, Array.isArray(key) ? key.join(",") : key).catch(next);
}

async function handle(req: Request, res: Response, next: NextFunction, key: string) {
  const lang = requestLang(req);
  const refuse = (status: number, code: string, message: string) =>
    res.status(status).json(errorBody(code, message, { [IDEMPOTENCY_HEADER]: message }));
  if (!VALID_KEY.test(key)) return refuse(400, "BAD_REQUEST", translate(lang, "validation.idempotencyKeyFormat"));

  const path = req.originalUrl.split("?")[0];
  const { caller, refused, answersSecret } = await credentialOf(req, postProcedureAt(req.path));
  // The scope check comes before any replay: the procedure answers such a token its own 403.
  if (refused) return next();
  const em = (await getRuntime()).orm.em.fork() as EntityManager;
  const conn = em.getConnection();
  const request = `POST ${path}`;
  const requestHash = sha256(JSON.stringify(req.body ?? null));
  type Row = {
    request: string;
    request_hash: string;
    status: number | null;
    body: string | null;
    headers: Record<string, string> | null;
    created_at: Date;
  };

  await conn.execute(`delete from "idempotency_keys" where "created_at" < ?`, [new Date(Date.now() - IDEMPOTENCY_TTL_MS)]);
  const [claimed] = await conn.execute<Array<{ key: string }>>(
    `insert into "idempotency_keys" ("caller", "key", "request", "request_hash") values (?, ?, ?, ?)
     on conflict ("caller", "key") do update set "request" = excluded."request", "request_hash" = excluded."request_hash", "created_at" = now()
       where "idempotency_keys"."status" is null and "idempotency_keys"."created_at" < ?
     returning "key"`,
    [caller, key, request, requestHash, new Date(Date.now() - ABANDONED_MS)],
  );
  if (!claimed) {
    const [row] = await conn.execute<Row[]>(`select * from "idempotency_keys" where "caller" = ? and "key" = ?`, [caller, key]);
    if (!row) return refuse(409, "CONFLICT", translate(lang, "errors.idempotencyInProgress"));
    if (row.request !== request || row.request_hash !== requestHash) {
      return refuse(422, "UNPROCESSABLE_CONTENT", translate(lang, "errors.idempotencyKeyReused"));
    }
    if (row.status === null) return refuse(409, "CONFLICT", translate(lang, "errors.idempotencyInProgress"));
    // The first answer held a secret, which is shown once: say it was done, and where the created thing is.
    if (answersSecret && row.status < 300) {
      const location = row.headers?.location ?? path;
      res.setHeader("Location", location);
      return refuse(409, "CONFLICT", translate(lang, "errors.idempotencyAlreadyDone", { location }));
    }
    for (const [name, value] of Object.entries(row.headers ?? {})) res.setHeader(name, value);
    res.setHeader("Idempotent-Replayed", "true");
    return res.status(row.status).send(row.body ?? "");
  }

  // The first of this key: its answer is kept as it leaves (a 5xx or 429 is not: a repeat may try again).
  let kept = false;
  captureBody(res, ({ body, status }) => {
    kept = true;
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((h) => (res.getHeader(h) === undefined ? [] : [[h, String(res.getHeader(h))]])),
    );
    const saved = NOT_KEPT(status)
      ? conn.execute(`delete from "idempotency_keys" where "caller" = ? and "key" = ?`, [caller, key])
      : conn.execute(`update "idempotency_keys" set "status" = ?, "body" = ?, "headers" = ? where "caller" = ? and "key" = ?`, [
          status,
          // Only that it was done, and where: the secret itself is never stored.
          answersSecret && status < 300 ? null : body.toString("utf8"),
          JSON.stringify(headers),
          caller,
          key,
        ]);
    // The answer waits for its record, so a repeat sent right after it finds it.
    return saved.catch((e: unknown) => console.error("idempotency: the answer could not be kept", e));
  });
  // A request that goes away unanswered leaves its key free for the repeat.
  res.once("close", () => {
    if (!kept)
      void conn
        .execute(`delete from "idempotency_keys" where "caller" = ? and "key" = ? and "status" is null`, [caller, key])
        .catch(() => undefined);
  });
  next();
}
