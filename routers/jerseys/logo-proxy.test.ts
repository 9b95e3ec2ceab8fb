import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LogoRefusal, fetchLogoDataUrl, isPublicAddress } from "./logo-proxy";

const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("which addresses the logo fetch may contact", () => {
  it("allows public addresses only", () => {
    for (const a of ["8.8.8.8", "151.101.1.69", "2606:4700:4700::1111"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      "127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
      "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "not-an-ip",
    ]) expect(isPublicAddress(a), a).toBe(false);
  });
});

describe("fetching a logo", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(PNG_1X1);
      if (req.url === "/moved") return res.writeHead(302, { location: "/logo.png" }).end();
      if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
      if (req.url === "/page") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
      if (req.url === "/fake.png") return res.writeHead(200, { "content-type": "image/png" }).end("<svg onload=alert(1)>");
      if (req.url === "/huge.png") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.concat([PNG_1X1, Buffer.alloc(2_000)]));
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  // The test server is on loopback, which the real fetch refuses; these tests open it explicitly.
  const open = { isAllowed: () => true };
  const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof LogoRefusal ? e.reason : e));

  it("returns a real image as a data URL, following redirects", async () => {
    const expected = `data:image/png;base64,${PNG_1X1.toString("base64")}`;
    expect(await fetchLogoDataUrl(`${base}/logo.png`, open)).toBe(expected);
    expect(await fetchLogoDataUrl(`${base}/moved`, open)).toBe(expected);
  });

  it("refuses what is not an image, too large, missing or endless", async () => {
    expect(await refusal(fetchLogoDataUrl(`${base}/page`, open))).toBe("notImage");
    expect(await refusal(fetchLogoDataUrl(`${base}/fake.png`, open))).toBe("notImage");
    expect(await refusal(fetchLogoDataUrl(`${base}/huge.png`, { ...open, maxBytes: 1000 }))).toBe("tooLarge");
    expect(await refusal(fetchLogoDataUrl(`${base}/missing.png`, open))).toBe("unreachable");
    expect(await refusal(fetchLogoDataUrl(`${base}/loop`, open))).toBe("unreachable");
  });

  it("never contacts a private address, by IP or by a name resolving to one, nor other schemes", async () => {
    expect(await refusal(fetchLogoDataUrl(`${base}/logo.png`))).toBe("privateAddress");
    expect(await refusal(fetchLogoDataUrl(`${base.replace("127.0.0.1", "localhost")}/logo.png`))).toBe("privateAddress");
    expect(await refusal(fetchLogoDataUrl("http://[::1]/logo.png"))).toBe("privateAddress");
    expect(await refusal(fetchLogoDataUrl("file:///etc/passwd"))).toBe("invalidUrl");
    expect(await refusal(fetchLogoDataUrl("http://user:pw@example.com/logo.png"))).toBe("invalidUrl");
  });
});
