/**
 * The shared body capture (server/capture-body.ts) on a real HTTP server: the whole body in pieces and
 * encodings, a 304 made before the headers go out, an end held until the body is kept, and nesting.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { captureBody, type CapturedAnswer, type Ending } from "./capture-body";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves one handler that captures with `onEnd` (outermost first) and answers with `answer`. */
async function serve(answer: (res: ServerResponse) => void, ...onEnd: Array<(a: CapturedAnswer, res: ServerResponse) => Ending>) {
  server = createServer((_req, res) => {
    for (const hook of onEnd.toReversed()) captureBody(res, (a) => hook(a, res));
    answer(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("captureBody", () => {
  it("hands over every byte written, in pieces and encodings, with the status, once the answer ends", async () => {
    const seen: CapturedAnswer[] = [];
    const url = await serve(
      (res) => {
        res.statusCode = 201;
        res.write("héllo ");
        res.write("776f726c64", "hex");
        res.end(Buffer.from("!"));
      },
      (a) => void seen.push(a),
    );
    const res = await fetch(url);
    expect([res.status, await res.text()]).toEqual([201, "héllo world!"]);
    expect(seen).toHaveLength(1);
    expect([seen[0].body.toString("utf8"), seen[0].status, seen[0].headersSent]).toEqual(["héllo world!", 201, true]);
  });

  it("lets the answer be changed before its headers go out, down to a 304 without the body", async () => {
    const url = await serve(
      (res) => {
        res.setHeader("Content-Type", "text/plain");
        res.end("kept");
      },
      ({ body, headersSent }, res) => {
        expect(headersSent).toBe(false);
        res.setHeader("ETag", `"${body.length}"`);
        if (res.req.headers["if-none-match"] !== `"${body.length}"`) return;
        res.statusCode = 304;
        return "withoutBody";
      },
    );
    const first = await fetch(url);
    expect([first.status, first.headers.get("etag"), await first.text()]).toEqual([200, '"4"', "kept"]);
    const again = await fetch(url, { headers: { "if-none-match": '"4"' } });
    expect([again.status, await again.text()]).toEqual([304, ""]);
  });

  it("replaces the body before its headers go out: a declared length follows, and the capture before it sees the new body", async () => {
    const seen: string[] = [];
    const url = await serve(
      (res) => {
        res.setHeader("Content-Length", 5);
        res.end("short");
      },
      ({ body }) => ({ body: Buffer.from(`${body.toString("utf8")}, now longer`) }),
      ({ body }) => void seen.push(body.toString("utf8")),
    );
    const res = await fetch(url);
    expect([res.headers.get("content-length"), await res.text()]).toEqual(["17", "short, now longer"]);
    expect(seen).toEqual(["short, now longer"]);
  });

  it("holds the end until the promise it is given settles, rejected or not", async () => {
    const order: string[] = [];
    for (const outcome of ["kept", "failed"]) {
      order.length = 0;
      const url = await serve(
        (res) => {
          res.end("body");
          order.push("handler done");
        },
        () =>
          new Promise((resolve, reject) =>
            setTimeout(() => {
              order.push("kept");
              (outcome === "kept" ? resolve : reject)(new Error("not kept"));
            }, 50),
          ),
      );
      const res = await fetch(url);
      order.push("answered");
      expect(await res.text()).toBe("body");
      expect(order).toEqual(["handler done", "kept", "answered"]);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it("nests: the capture installed last sees the answer first, and the one before it what that one let through", async () => {
    const seen: string[] = [];
    const url = await serve(
      (res) => res.end("x"),
      ({ status }, res) => {
        seen.push(`outer ${status}`);
        res.statusCode = 304;
        return "withoutBody";
      },
      ({ status, body }) => void seen.push(`inner ${status} ${body.length}`),
    );
    expect((await fetch(url)).status).toBe(304);
    expect(seen).toEqual(["outer 200", "inner 304 0"]);
  });
});
