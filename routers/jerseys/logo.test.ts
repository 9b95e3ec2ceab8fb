import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { startHarness, type Harness } from "../../test/harness";
import type { Context } from "../../server/trpc";
import { LOGO_FETCH_CAPS, logoForVisitor } from "./logo";

let h: Harness;
let logoServer: Server;
let held = 0;
let base: string;

beforeAll(async () => {
  h = await startHarness();
  // Answers the headers of a PNG, then nothing: each fetch stays under way until it is stopped (10 s at most).
  logoServer = createServer((_req, res) => {
    held++;
    res.writeHead(200, { "content-type": "image/png" }).flushHeaders();
    const timer = setTimeout(() => res.destroy(), 10_000);
    res.once("close", () => {
      held--;
      clearTimeout(timer);
    });
  });
  await new Promise<void>((r) => logoServer.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  logoServer?.closeAllConnections();
  await new Promise((r) => logoServer?.close(r));
  await h?.close();
});

const visitor = (ip: string): Context => ({ em: h.em(), lang: "en", user: null, authMode: "required", ip });
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
};

/**
 * Starts `count` fetches that stay under way, from the given visitors, to the loopback server (the
 * real deny-list refuses it, so these open it; their own caps are wide so that only the places count).
 */
async function holdFetches(ips: string[]) {
  const stop = new AbortController();
  const before = held;
  const open = { allowPrivateNetwork: true, timeoutMs: 10_000, caps: { overall: 100, perVisitor: 100, perTarget: 100 } };
  const fetches = ips.map((ip, i) =>
    logoForVisitor(visitor(ip), `${base}/logo-${i}.png`, stop.signal, open).then(
      () => "answered",
      (e: unknown) => (e instanceof TRPCError ? e.code : e),
    ),
  );
  await until(() => held === before + ips.length);
  return async () => {
    stop.abort();
    return Promise.all(fetches);
  };
}

/** The designer's call, as the browser makes it (tRPC over GET). */
const askForLogo = (url: string, lang = "en") => {
  const input = encodeURIComponent(JSON.stringify({ json: { url } }));
  return fetch(`${h.url}/trpc/jerseys.logo?input=${input}`, { headers: { "accept-language": lang } });
};
const messageOf = async (res: Response) => ((await res.json()) as { error: { json: { message: string } } }).error.json.message;

describe("logo fetches under way are capped", () => {
  it("answers a visitor with its share under way a translated 429 and Retry-After; others pass", async () => {
    // Every request of this test file comes from 127.0.0.1.
    const release = await holdFetches(Array(LOGO_FETCH_CAPS.perVisitor).fill("127.0.0.1"));
    const refused = await askForLogo("https://logos.example/a.png");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await messageOf(refused)).toBe(
      "You already have several logo downloads under way. Please try again in a few seconds.",
    );
    const spanish = await askForLogo("https://logos.example/a.png", "es");
    expect(await messageOf(spanish)).toBe(
      "Ya tienes varias descargas de logotipos en curso. Inténtalo de nuevo en unos segundos.",
    );
    // Another visitor is not held back by this one.
    const other = logoForVisitor(visitor("198.51.100.9"), "https://127.0.0.1/x.png");
    await expect(other).rejects.toMatchObject({ code: "BAD_REQUEST" });

    // The visitor's requests go away: every fetch stops, and frees its place.
    expect(await release()).toEqual(Array(LOGO_FETCH_CAPS.perVisitor).fill("CLIENT_CLOSED_REQUEST"));
    await until(() => held === 0);
    const freed = await askForLogo("https://127.0.0.1/x.png");
    expect(freed.status).toBe(400);
    expect(await messageOf(freed)).toBe("The logo address is not on the public internet.");
  });

  it("answers 503 with Retry-After while all places are taken, whoever took them", async () => {
    const ips = Array.from({ length: LOGO_FETCH_CAPS.overall }, (_, i) => `2001:db8:${i}::1`);
    const release = await holdFetches(ips);
    const refused = await askForLogo("https://logos.example/a.png", "es");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await messageOf(refused)).toBe(
      "Se están descargando demasiados logotipos en este momento. Inténtalo de nuevo en unos segundos.",
    );
    await release();
    await until(() => held === 0);
    expect((await askForLogo("https://127.0.0.1/x.png")).status).toBe(400);
  });

  it("asks one logo server for a few logos at a time, whoever wants them", async () => {
    const stop = new AbortController();
    const open = { allowPrivateNetwork: true, timeoutMs: 10_000 };
    const fetches = Array.from({ length: LOGO_FETCH_CAPS.perTarget }, (_, i) =>
      logoForVisitor(visitor(`203.0.113.${i + 1}`), `${base}/logo.png`, stop.signal, open).catch((e: TRPCError) => e.code),
    );
    await until(() => held === LOGO_FETCH_CAPS.perTarget);
    await expect(logoForVisitor(visitor("203.0.113.99"), `${base}/other.png`, undefined, open)).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "errors.jerseys.logo.targetBusy",
    });
    stop.abort();
    expect(await Promise.all(fetches)).toEqual(Array(LOGO_FETCH_CAPS.perTarget).fill("CLIENT_CLOSED_REQUEST"));
  });
});
