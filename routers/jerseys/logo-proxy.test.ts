import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InFlight } from "../../server/in-flight";
import { LogoFetchCancelled, LogoRefusal, fetchLogoDataUrl } from "./logo-proxy";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A logo server on loopback with answers too slow in every way a deadline must cover. */
function slowServer() {
  const closed: Promise<void>[] = [];
  const server = createServer((req, res) => {
    closed.push(new Promise((r) => res.once("close", () => r())));
    if (req.url === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(PNG_1X1);
    if (req.url === "/moved") return res.writeHead(302, { location: "/logo.png" }).end();
    if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/page") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
    if (req.url === "/fake.png") return res.writeHead(200, { "content-type": "image/png" }).end("<svg onload=alert(1)>");
    if (req.url === "/huge.png")
      return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.concat([PNG_1X1, Buffer.alloc(2_000)]));
    // A real PNG, one byte every 150 ms: never idle long enough for an idle timeout. Ends after 4 s at most.
    if (req.url === "/drip.png") return drip(res, PNG_1X1, 150);
    if (req.url === "/permanent") return res.writeHead(301, { location: "/logo.png" }).end();
    if (req.url === "/no-location") return res.writeHead(303).end();
    if (req.url === "/slow-head") {
      const timer = setTimeout(() => res.writeHead(200, { "content-type": "image/png" }).end(PNG_1X1), 2000);
      return res.once("close", () => clearTimeout(timer));
    }
    if (req.url === "/silent") return setTimeout(() => res.destroy(), 4000).unref();
    res.writeHead(404).end();
  });
  return { server, closed };
}

function drip(res: ServerResponse, body: Buffer, everyMs: number) {
  res.writeHead(200, { "content-type": "image/png" });
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= body.length || sent * everyMs >= 4000) {
      clearInterval(timer);
      return res.end();
    }
    res.write(body.subarray(sent, ++sent));
  }, everyMs);
  res.once("close", () => clearInterval(timer));
}

describe("fetching a logo", () => {
  let server: Server;
  let closed: Promise<void>[];
  let base: string;
  beforeAll(async () => {
    ({ server, closed } = slowServer());
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  });

  // The test server is on loopback, which the real fetch refuses; these tests open it explicitly.
  const open = { allowPrivateNetwork: true };
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof LogoRefusal ? e.reason : e),
    );
  const timed = async <T>(p: Promise<T>) => {
    const start = performance.now();
    const outcome = await refusal(p);
    return { outcome, ms: performance.now() - start };
  };

  it("returns a real image as a data URL", async () => {
    const expected = `data:image/png;base64,${PNG_1X1.toString("base64")}`;
    expect(await fetchLogoDataUrl(`${base}/logo.png`, open)).toBe(expected);
  });

  it("follows no redirect, even to an image on the same server: a 3xx is refused as such", async () => {
    for (const path of ["/moved", "/permanent", "/loop", "/no-location"]) {
      expect(await refusal(fetchLogoDataUrl(`${base}${path}`, open)), path).toBe("redirects");
    }
  });

  it("refuses what is not an image, too large, missing or endless", async () => {
    expect(await refusal(fetchLogoDataUrl(`${base}/page`, open))).toBe("notImage");
    expect(await refusal(fetchLogoDataUrl(`${base}/fake.png`, open))).toBe("notImage");
    expect(await refusal(fetchLogoDataUrl(`${base}/huge.png`, { ...open, maxBytes: 1000 }))).toBe("tooLarge");
    expect(await refusal(fetchLogoDataUrl(`${base}/missing.png`, open))).toBe("unreachable");
  });

  it("never contacts a private address, by IP or by a name resolving to one, nor plain http or other schemes", async () => {
    const secure = base.replace("http:", "https:");
    expect(await refusal(fetchLogoDataUrl(`${secure}/logo.png`))).toBe("privateAddress");
    expect(await refusal(fetchLogoDataUrl(`${secure.replace("127.0.0.1", "localhost")}/logo.png`))).toBe("privateAddress");
    const hosts = ["[::1]", "[::7f00:1]", "[::127.0.0.1]", "[::ffff:127.0.0.1]", "[fec0::1]", "[2002:7f00:1::1]"];
    hosts.push("2130706433"); // 127.0.0.1 as one number
    for (const host of hosts) {
      expect(await refusal(fetchLogoDataUrl(`https://${host}/logo.png`)), host).toBe("privateAddress");
    }
    // Without ALLOW_PRIVATE_NETWORK_URLS, plain http is refused before anything is looked up.
    expect(await refusal(fetchLogoDataUrl(`${base}/logo.png`))).toBe("notHttps");
    expect(await refusal(fetchLogoDataUrl("file:///etc/passwd"))).toBe("invalidUrl");
    expect(await refusal(fetchLogoDataUrl("http://user:pw@example.com/logo.png"))).toBe("invalidUrl");
  });

  it("gives the whole fetch one deadline: a server dripping a byte at a time is cut off at it", async () => {
    const { outcome, ms } = await timed(fetchLogoDataUrl(`${base}/drip.png`, { ...open, timeoutMs: 600 }));
    expect(outcome).toBe("tooSlow");
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(1500);
  });

  it("counts waiting for the first byte against the same deadline", async () => {
    const head = await timed(fetchLogoDataUrl(`${base}/slow-head`, { ...open, timeoutMs: 700 }));
    expect(head.outcome).toBe("tooSlow");
    expect(head.ms).toBeLessThan(1500);
    const silent = await timed(fetchLogoDataUrl(`${base}/silent`, { ...open, timeoutMs: 500 }));
    expect(silent.outcome).toBe("tooSlow");
    expect(silent.ms).toBeLessThan(1500);
  });

  it("stops when the visitor's request goes away, and closes its connection to the logo server", async () => {
    const visitor = new AbortController();
    const before = closed.length;
    setTimeout(() => visitor.abort(), 300);
    const { outcome, ms } = await timed(fetchLogoDataUrl(`${base}/drip.png`, { ...open, signal: visitor.signal }));
    expect(outcome).toBeInstanceOf(LogoFetchCancelled);
    expect(ms).toBeLessThan(1000);
    // The logo server sees its connection closed, long before its 4 s of dripping are over.
    expect(closed.length).toBe(before + 1);
    await closed[before];
    // A request already gone never starts a fetch.
    const gone = fetchLogoDataUrl(`${base}/logo.png`, { ...open, signal: AbortSignal.abort() });
    expect(await refusal(gone)).toBeInstanceOf(LogoFetchCancelled);
  });

  it("takes a place per target address, refuses without one, frees it however the fetch ends", async () => {
    const places = new InFlight();
    const claimAddress = (address: string) => places.claim(address, 1);
    const slow = fetchLogoDataUrl(`${base}/drip.png`, { ...open, claimAddress, timeoutMs: 600 });
    await new Promise((r) => setTimeout(r, 100));
    expect(places.count("127.0.0.1")).toBe(1);
    // By IP and by a name resolving to it alike.
    expect(await refusal(fetchLogoDataUrl(`${base}/logo.png`, { ...open, claimAddress }))).toBe("targetBusy");
    const byName = fetchLogoDataUrl(`${base.replace("127.0.0.1", "localhost")}/logo.png`, { ...open, claimAddress });
    expect(await refusal(byName)).toBe("targetBusy");
    expect(await refusal(slow)).toBe("tooSlow");
    expect(places.count("127.0.0.1")).toBe(0);
    expect(await fetchLogoDataUrl(`${base}/logo.png`, { ...open, claimAddress })).toMatch(/^data:image\/png;base64,/);
    expect(await refusal(fetchLogoDataUrl(`${base}/moved`, { ...open, claimAddress }))).toBe("redirects");
    expect(await refusal(fetchLogoDataUrl(`${base}/page`, { ...open, claimAddress }))).toBe("notImage");
    expect(places.count("127.0.0.1")).toBe(0);
  });
});
