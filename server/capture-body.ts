/**
 * The body of an answer as it leaves, for the middleware that needs all of it once the handler is done:
 * the read and page caches keep it (server/http-cache.ts), public reads get an ETag of it
 * (server/http-api.ts), `Idempotency-Key` keeps it for repeats (server/idempotency.ts).
 */
import type { ServerResponse } from "node:http";

/** The answer as the handler ended it; its headers are the response's own (`res.getHeader`). */
export type CapturedAnswer = {
  /** Every byte written, `res.end`'s last chunk included. */
  body: Buffer;
  status: number;
  /** Whether the status and headers already went out (the handler wrote before ending): too late to change them. */
  headersSent: boolean;
};

/**
 * What `onEnd` does with the answer:
 * - nothing (`undefined`): it ends as the handler ended it (after `onEnd` changed its headers, when
 *   they were not sent yet);
 * - `"withoutBody"`: it ends without the last chunk (`onEnd` made it a 304);
 * - `{ body }`: it ends with this body instead (`onEnd` rewrote it; only while `headersSent` is false,
 *   when nothing was written before the end);
 * - a promise: it ends as written once the promise settles (the body is kept somewhere first).
 */
export type Ending = void | "withoutBody" | { body: Buffer } | Promise<unknown>;

const toBuffer = (chunk: unknown, encoding: unknown) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : null;

/**
 * Collects what is written to `res` and hands the whole answer to `onEnd` when the handler ends it,
 * before its last chunk goes out. Wrappers nest: the one installed last sees the answer first.
 */
export function captureBody(res: ServerResponse, onEnd: (answer: CapturedAnswer) => Ending) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    const buffer = typeof args[0] === "function" ? null : toBuffer(args[0], args[1]);
    if (buffer) chunks.push(buffer);
    const ending = onEnd({ body: Buffer.concat(chunks), status: res.statusCode, headersSent: res.headersSent });
    const callbacks = args.filter((a) => typeof a === "function");
    if (ending === "withoutBody") return end(...callbacks);
    if (ending && "body" in ending) {
      if (res.headersSent) throw new Error("captureBody: a body cannot be replaced once the headers went out");
      if (res.hasHeader("content-length")) res.setHeader("Content-Length", ending.body.length);
      return end(ending.body, ...callbacks);
    }
    if (ending) {
      const finish = () => void end(...args);
      ending.then(finish, finish);
      return res;
    }
    return end(...args);
  }) as ServerResponse["end"];
}
