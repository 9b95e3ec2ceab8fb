import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { logoFetch } from "../routers/jerseys/stored-logos";

/** A 1×1 PNG, as a logo server would send it. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A logo server on loopback for the jersey tests: `/logo.png` is a real PNG, `/page` is HTML. The logo
 * fetcher refuses loopback addresses, so it is opened to them while the server runs, as its own tests
 * do (routers/jerseys/logo-proxy.test.ts); `close` puts its default back.
 */
export async function startLogoServer() {
  const server: Server = createServer((req, res) => {
    if (req.url === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(PNG_1X1);
    if (req.url === "/page") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  logoFetch.options = { allowPrivateNetwork: true };
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      logoFetch.options = {};
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
