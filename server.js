// Process entry: security headers, compression, logging and static files, then the app
// (Vite middleware in development, the built bundle in production). Graceful stop on SIGTERM.
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";

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

const server = express();
server.disable("x-powered-by");
server.use(
  helmet({
    // React Router inlines its hydration data and the theme script runs before paint.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  }),
);
// Live-score streams (SSE) must not be buffered by compression.
server.use(compression({ filter: (req, res) => !String(req.headers.accept ?? "").includes("text/event-stream") && compression.filter(req, res) }));
if (env.LOG_REQUESTS === "true") server.use(morgan(PRODUCTION ? "combined" : "dev", { skip: (req) => req.url === "/healthz" }));

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
  server.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
  server.use(express.static(`${BUILD_DIR}/client`, { maxAge: "1h" }));
  server.use(appModule.app);
}

const listener = server.listen(env.PORT, env.HOST, () => {
  const address = listener.address();
  console.log(`Trades Cup listening on http://localhost:${typeof address === "object" && address ? address.port : env.PORT}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests`);
  setTimeout(() => {
    console.error("shutdown timed out");
    process.exit(1);
  }, 10_000);
  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  await new Promise((resolve) => {
    listener.close(resolve);
    listener.closeIdleConnections();
  });
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
