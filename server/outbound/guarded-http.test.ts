import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOutboundUrl, guardedRequest, isPublicAddress, type Resolver } from "./guarded-http";

describe("which addresses count as public", () => {
  it("allows public addresses only", () => {
    for (const a of ["8.8.8.8", "151.101.1.69", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "not-an-ip",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it("refuses every IPv6 address outside global unicast, and the special blocks inside it", () => {
    for (const a of [
      // IPv4-compatible (::/96), which some stacks still route to the IPv4 address they carry
      "::7f00:1",
      "::127.0.0.1",
      "::a00:1",
      "::8.8.8.8",
      "0:0:0:0:0:0:7f00:1",
      // IPv4-mapped, in every spelling, when what it maps to is private
      "::ffff:7f00:1",
      "0:0:0:0:0:ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "::FFFF:C0A8:0101",
      // site-local, link-local with a zone, multicast, NAT64, discard, and space not yet allocated
      "fec0::1",
      "feff::1",
      "fe80::1%eth0",
      "ff02::1",
      "64:ff9b::7f00:1",
      "64:ff9b:1::1",
      "100::1",
      "4000::1",
      "e000::1",
      // inside 2000::/3: protocol assignments (Teredo), documentation, 6to4 (here to 127.0.0.1)
      "2001::1",
      "2001:0:4136:e378::1",
      "2001:db8::1",
      "3fff::1",
      "2002:7f00:1::1",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});

describe("which URLs may be called", () => {
  const reasonOf = async (url: string) => {
    const checked = await checkOutboundUrl(url);
    return checked.ok ? "allowed" : checked.reason;
  };

  it("refuses loopback, private, link-local and unspecified hosts in every spelling", async () => {
    const hosts = [
      "127.0.0.1:8443",
      "localhost",
      "[::1]",
      "2130706433",
      "0x7f000001",
      "0177.0.0.1",
      "127.1",
      "0.0.0.0",
      "0",
      "[::]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "169.254.169.254",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "100.64.0.1",
      "224.0.0.1",
      "[fe80::1]",
      "[fd00::1]",
      "[ff02::1]",
    ];
    for (const host of hosts) expect(await reasonOf(`https://${host}/hooks`), host).toBe("privateAddress");
  });

  it("takes https only, without credentials; http only when private networks are allowed", async () => {
    expect(await reasonOf("http://8.8.8.8/hooks")).toBe("notHttps");
    expect(await reasonOf("ftp://8.8.8.8/hooks")).toBe("invalidUrl");
    expect(await reasonOf("https://user:pw@8.8.8.8/hooks")).toBe("invalidUrl");
    expect(await reasonOf("not a url")).toBe("invalidUrl");
    expect(await reasonOf("https://8.8.8.8/hooks")).toBe("allowed");
    expect(await checkOutboundUrl("http://127.0.0.1:9/hooks", { allowPrivateNetwork: true })).toMatchObject({ ok: true });
  });

  it("refuses a name when any one of its addresses is private", async () => {
    const resolve: Resolver = async () => [
      { address: "8.8.8.8", family: 4 },
      { address: "10.0.0.1", family: 4 },
    ];
    expect(await checkOutboundUrl("https://mixed.example/hooks", { resolve })).toEqual({ ok: false, reason: "privateAddress" });
  });
});

type Seen = { host: string | undefined; url: string | undefined; headers: IncomingHttpHeaders };

describe("calling an address", () => {
  const seen: Seen[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ host: req.headers.host, url: req.url, headers: req.headers });
      if (req.url === "/moved") return res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere" }).end();
      if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2000).unref();
      res.writeHead(200, { "content-type": "text/plain" }).end(`${req.method} ${req.url}`);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  });
  const open = { allowPrivateNetwork: true };

  it("connects to the address it checked, not to a second answer of a rebinding DNS server", async () => {
    // The name's first answer stands for a public address (127.0.0.1, said to be public here); any later
    // answer is a private one (127.0.0.2, where nothing listens). A client that looked the name up again
    // to connect would go there.
    const asked: string[] = [];
    const resolve: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: asked.length === 1 ? "127.0.0.1" : "127.0.0.2", family: 4 }];
    };
    const guard = { resolve, isPublic: (address: string) => address === "127.0.0.1" };
    const answer = await guardedRequest(
      `http://rebind.test:${port}/pinned`,
      { method: "POST", body: "{}" },
      { ...guard, ...open },
    );
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(asked).toEqual(["rebind.test"]);
    // The receiver saw the name, as a virtual host or a certificate needs it.
    expect(seen.at(-1)).toMatchObject({ host: `rebind.test:${port}`, url: "/pinned" });

    // Checked strictly (no private networks), the second answer is what gets refused, before any connection.
    const before = seen.length;
    const again = await guardedRequest(`https://rebind.test:${port}/pinned`, {}, guard);
    expect(again).toEqual({ ok: false, reason: "privateAddress" });
    expect(seen.length).toBe(before);
  });

  it("sends method, headers and body, and answers status, headers and body", async () => {
    const answer = await guardedRequest(
      `http://127.0.0.1:${port}/echo`,
      { method: "PUT", headers: { "x-test": "1" }, body: "hello" },
      open,
    );
    expect(answer).toMatchObject({ ok: true, status: 200, headers: { "content-type": "text/plain" } });
    expect(answer.ok && answer.body.toString()).toBe("PUT /echo");
    expect(seen.at(-1)?.headers["x-test"]).toBe("1");
  });

  it("answers a redirect as it is, without following it", async () => {
    const before = seen.length;
    const answer = await guardedRequest(`http://127.0.0.1:${port}/moved`, {}, open);
    expect(answer).toMatchObject({ ok: true, status: 302, headers: { location: "http://127.0.0.1:9/elsewhere" } });
    expect(seen.length).toBe(before + 1);
  });

  it("fails as unreachable, timed out or too large, with no socket error text for callers", async () => {
    const closed = await guardedRequest("http://127.0.0.1:9/closed", {}, open);
    expect(closed).toMatchObject({ ok: false, reason: "unreachable" });
    const slow = await guardedRequest(`http://127.0.0.1:${port}/slow`, { timeoutMs: 300 }, open);
    expect(slow).toEqual({ ok: false, reason: "timedOut" });
    const large = await guardedRequest(`http://127.0.0.1:${port}/echo`, { maxBytes: 3 }, open);
    expect(large).toMatchObject({ ok: false, reason: "tooLarge" });
    const stop = new AbortController();
    stop.abort();
    expect(await guardedRequest(`http://127.0.0.1:${port}/echo`, { signal: stop.signal }, open)).toEqual({
      ok: false,
      reason: "aborted",
    });
  });
});
