// npx tsx scripts/route-bytes.ts [buildDir] — JavaScript a first visit to each page downloads, gzipped as the server sends it, from the
// client build alone (no server). A first visit loads the client entry, and for every route it matches
// (root, then the page) the route module with all its static imports; React Router's manifest lists
// those imports already flattened. The manifest module itself loads only without lazy route discovery:
// with it (React Router's default when rendering on the server, and ours) the page inlines the part
// of the manifest it needs. Chunks behind a dynamic import() (a dialog's code, another language's
// strings) load later, on use, and are not counted. e2e/page-weight.spec.ts checks these lists
// against what the browser really fetches.
import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";
import appConfig from "../react-router.config";

type ManifestRoute = {
  id: string;
  parentId?: string;
  hasDefaultExport?: boolean;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
type Manifest = { url: string; entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/**
 * Targets in gzipped bytes (docs/decisions/007); `/` carries i18next again (decision 110), and since issue 33 its
 * live matches (their code loads only while a tournament is under way; the page itself grew 0.24 KB for it and
 * the shell 0.05 KB for the inert page being left, so 135 → 136 KB: decision 110's note).
 */
export const ROUTE_BYTE_TARGETS: Record<string, number> = {
  "/": 136_000,
  "/tournament": 150_000,
  "/shop": 150_000,
  "/teams": 150_000,
};

async function readManifest(assetsDir: string): Promise<Manifest> {
  // The build writes one manifest-<hash>.js; an older one can linger if the folder was not emptied, so take the newest.
  const names = (await readdir(assetsDir)).filter((n) => /^manifest-[\w-]+\.js$/.test(n));
  if (names.length === 0) throw new Error(`no React Router manifest in ${assetsDir}: run npm run build first`);
  const dated = await Promise.all(names.map(async (n) => ({ n, t: (await stat(join(assetsDir, n))).mtimeMs })));
  const newest = dated.sort((a, b) => b.t - a.t)[0].n;
  const source = await readFile(join(assetsDir, newest), "utf8");
  return JSON.parse(
    source
      .slice(source.indexOf("=") + 1)
      .trim()
      .replace(/;$/, ""),
  ) as Manifest;
}

/** The URL a route answers, e.g. "/teams/:id"; undefined for the root and layout routes. */
function routeUrl(routes: Record<string, ManifestRoute>, route: ManifestRoute): string | undefined {
  if (!route.parentId) return undefined;
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path);
  return route.index || route.path !== undefined ? `/${parts.join("/")}` : undefined;
}

/** Whether a first visit imports the manifest module (see React Router's `isFogOfWarEnabled`). */
const config: Config = appConfig;
const LOADS_MANIFEST = config.ssr === false || (config.routeDiscovery?.mode ?? "lazy") !== "lazy";

/** Per page URL, the JavaScript files (URLs under the client build) a first visit loads. */
export async function firstVisitFiles(buildDir = "build"): Promise<Map<string, string[]>> {
  const manifest = await readManifest(join(buildDir, "client", "assets"));
  const pages = new Map<string, string[]>();
  for (const route of Object.values(manifest.routes)) {
    const url = routeUrl(manifest.routes, route);
    // Resource routes (no component) and the catch-all are no page a visitor opens.
    if (url === undefined || url.includes("*") || !route.hasDefaultExport) continue;
    const files = new Set<string>([...(LOADS_MANIFEST ? [manifest.url] : []), manifest.entry.module, ...manifest.entry.imports]);
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      for (const file of [
        r.module,
        ...(r.imports ?? []),
        r.clientActionModule,
        r.clientLoaderModule,
        r.clientMiddlewareModule,
        r.hydrateFallbackModule,
      ]) {
        if (file) files.add(file);
      }
    }
    // Two route ids can share a URL pattern's module (the dashboard's alias); keep one entry per URL.
    pages.set(url, [...files]);
  }
  return pages;
}

/**
 * Per page, the bytes of JavaScript a first visit downloads gzipped, as the server sends them: each
 * file's gzip copy written at build time (Zopfli, scripts/vite-plugins.ts), or the file itself when it
 * is too small to have one (server.js sends those as they are); and, for comparison, the same files
 * gzipped at zlib's default level 6.
 */
export async function routeBytes(buildDir = "build"): Promise<Array<{ route: string; gzipBytes: number; gzip6Bytes: number }>> {
  const clientDir = join(buildDir, "client");
  const sizes = new Map<string, Promise<{ served: number; level6: number }>>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      size = (async () => {
        const bytes = await readFile(join(clientDir, url));
        const copy = await stat(join(clientDir, `${url}.gz`)).catch(() => null);
        return { served: copy ? copy.size : bytes.length, level6: gzipSync(bytes).length };
      })();
      sizes.set(url, size);
    }
    return size;
  };

  const rows: Array<{ route: string; gzipBytes: number; gzip6Bytes: number }> = [];
  for (const [route, files] of await firstVisitFiles(buildDir)) {
    const each = await Promise.all(files.map(sizeOf));
    rows.push({ route, gzipBytes: each.reduce((a, b) => a + b.served, 0), gzip6Bytes: each.reduce((a, b) => a + b.level6, 0) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await routeBytes(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  console.log(["page", "JS gzipped as sent", "target", "", "gzip -6"].join("\t"));
  for (const { route, gzipBytes, gzip6Bytes } of rows) {
    const target = ROUTE_BYTE_TARGETS[route];
    console.log(
      [
        route,
        kb(gzipBytes),
        target ? `≤ ${kb(target)}` : "",
        target ? (gzipBytes <= target ? "met" : "missed") : "",
        kb(gzip6Bytes),
      ].join("\t"),
    );
  }
}
