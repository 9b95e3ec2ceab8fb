// Process entry: security headers, compression, logging and static files, then the app
// (Vite middleware in development, the built bundle in production). Graceful stop on SIGTERM.
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { extname } from "node:path";
import express from "express";

const PRODUCTION = process.env.NODE_ENV === "production";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD_PATH = `./${BUILD_DIR}/server/index.js`;

let appModule;
let vite;
if (PRODUCTION) {
  appModule = await import(BUILD_PATH);
} else {
  vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  appModule = await vite.ssrLoadModule("./server/app.ts");
}

appModule.loadDotEnv();
const env = appModule.loadEnv();
await appModule.startRuntime(env);

// Security headers, compression and request logs (server/front.ts).
const front = appModule.createFront({ production: PRODUCTION, logRequests: env.LOG_REQUESTS === "true" });
const server = express();
server.disable("x-powered-by");
server.use(front.middleware);

if (vite) {
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      const mod = await vite.ssrLoadModule("./server/app.ts");
      return mod.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  server.use("/assets", precompressedAssets(`${BUILD_DIR}/client/assets`));
  server.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
  // Only paths under a top-level entry of the client build (favicon.ico, share-card.png…) are looked
  // for on disk: the file-system lookup every page request made first was 9 % of a cached page's CPU.
  const clientEntries = new Set(readdirSync(`${BUILD_DIR}/client`));
  const publicFiles = express.static(`${BUILD_DIR}/client`, { maxAge: "1h", index: false });
  server.use((req, res, next) => (clientEntries.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next()));
  server.use(appModule.app);
}

/** Whether an Accept-Encoding header accepts `coding` (named, not refused with q=0). */
function acceptsEncoding(header, coding) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return name.trim().toLowerCase() === coding && (!q || Number(q.slice(2)) > 0);
    });
}

/**
 * The build's brotli and gzip copies of its scripts and stylesheets (scripts/vite-plugins.ts,
 * precompressAssets), for browsers that accept them; other requests fall through to the plain files.
 * The compression middleware leaves an already encoded response alone.
 */
function precompressedAssets(dir) {
  const names = new Set(readdirSync(dir));
  const codings = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ];
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const found = codings.find(
      ([coding, suffix]) => names.has(name + suffix) && acceptsEncoding(req.headers["accept-encoding"], coding),
    );
    if (!found) return next();
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Encoding", found[0]);
    res.type(extname(name));
    res.sendFile(name + found[1], { root: dir, immutable: true, maxAge: "1y" }, (error) => error && next(error));
  };
}

// In production a cached anonymous read is answered before Express, as the stack below answered it
// (server/front.ts); in development every request takes the stack, so edited code always runs.
const listener = createServer(PRODUCTION ? front.listener(server) : server).listen(env.PORT, env.HOST, () => {
  const address = listener.address();
  console.log(`Trades Cup listening on http://localhost:${typeof address === "object" && address ? address.port : env.PORT}`);
  console.log(appModule.describeAllowedHosts());
});

// Responses in progress, so a stop can end live-score streams at once and let ordinary requests finish.
const inFlight = new Map();
listener.on("request", (req, res) => {
  inFlight.set(res, req);
  res.on("close", () => inFlight.delete(res));
});
const isEventStream = (req, res) =>
  String(res.getHeader("content-type") ?? "").startsWith("text/event-stream") ||
  String(req.headers.accept ?? "").includes("text/event-stream");

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests`);
  // Last resort, should closing the database itself hang.
  setTimeout(() => {
    console.error("shutdown timed out");
    process.exit(1);
  }, 9_000).unref();
  const closed = new Promise((resolve) => listener.close(resolve));
  // Live-score streams never end by themselves: cut them now (browsers reconnect, to another instance or after the restart).
  for (const [res, req] of inFlight) if (isEventStream(req, res)) res.destroy();
  // Keep-alive connections: idle ones close now, busy ones once their response is sent; any still open after 3 s are cut.
  listener.closeIdleConnections();
  const sweep = setInterval(() => listener.closeIdleConnections(), 100);
  const cut = setTimeout(() => listener.closeAllConnections(), 3_000);
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
  await vite?.close();
  await appModule.stopRuntime();
  console.log("stopped cleanly");
  process.exit(0);
}
// Vite installs its own exit-on-signal handlers; ours must run instead so the database closes cleanly.
process.removeAllListeners("SIGTERM");
process.removeAllListeners("SIGINT");
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
