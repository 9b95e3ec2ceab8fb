/** The build's own Vite plugins (vite.config.ts): first-load chunks and lucide icons as markup (decision 006). */
import type { Plugin } from "vite";
import { readdirSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT_ROUTE = fileURLToPath(new URL("../app/root.tsx", import.meta.url));
/** app/lib/trpc.tsx and the libraries it brings: the tRPC client, TanStack Query, superjson. */
const TRPC_CLIENT =
  /[\\/]app[\\/]lib[\\/]trpc\.tsx$|[\\/]node_modules[\\/](?:@trpc|@tanstack|superjson|copy-anything|is-what)[\\/]/;

/**
 * Every page loads the client entry and the root route with all their static imports, so those modules
 * gain nothing from being split by which other pages also use them: left to itself the bundler made
 * some forty files of them (one per icon, hook or helper shared with some page), each a request with
 * its own compression overhead. This plugin finds that set once the module graph is known and puts it
 * in two chunks, the libraries and the app's shell; pages and lazily loaded code split as before, and
 * no page loads anything it did not load already (decision 006).
 */
export function firstLoadChunks(): Plugin & { chunkOf: (id: string) => string | null } {
  const firstLoad = new Set<string>();
  return {
    name: "trades-cup:first-load-chunks",
    apply: "build",
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => id === ROOT_ROUTE || /[\\/]entry\.client\.tsx$/.test(id));
      const visit = (id: string) => {
        if (firstLoad.has(id)) return;
        firstLoad.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      entries.forEach(visit);
      // The entry modules themselves stay the entry chunks React Router names in its manifest.
      for (const id of entries) firstLoad.delete(id);
    },
    chunkOf(id: string) {
      // The stylesheet stays with the root route, which imports it: a chunk that lazy code also imports
      // would make React Router list it as a dynamic stylesheet too.
      if (/\.css($|\?)/.test(id)) return null;
      if (firstLoad.has(id)) return /[\\/]node_modules[\\/]/.test(id) ? "libs" : "shell";
      // The browser's tRPC client stays one chunk: left to itself the bundler splits TanStack Query's
      // hooks off into a file each, by which screens call which hook, and every dialog lists them all.
      return TRPC_CLIENT.test(id) ? "trpc" : null;
    },
  };
}

const ICON_MODULE = fileURLToPath(new URL("../app/components/ui/icon.tsx", import.meta.url));
const APP_DIR = fileURLToPath(new URL("../app", import.meta.url));

const require = createRequire(import.meta.url);
const LUCIDE_ESM = dirname(require.resolve("lucide-react")).replace(/cjs$/, "esm");

/** Each name lucide-react exports an icon under (aliases included), with the file of that icon. */
export function lucideIconFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of readFileSync(join(LUCIDE_ESM, "lucide-react.mjs"), "utf8").matchAll(
    /^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm,
  )) {
    for (const name of m[1].matchAll(/default as (\w+)/g)) files.set(name[1], m[2]);
  }
  return files;
}

const attr = (v: unknown) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon file's `lucide-…` classes and its shapes as SVG markup, from lucide's own data. */
export async function lucideIconMarkup(file: string): Promise<{ classes: string; shapes: string }> {
  const { __iconData: data } = (await import(pathToFileURL(join(LUCIDE_ESM, "icons", `${file}.mjs`)).href)) as {
    __iconData: { name: string; aliases?: string[]; node: Array<[string, Record<string, unknown>]> };
  };
  return {
    classes: [data.name, ...(data.aliases ?? [])].map((n) => `lucide-${n}`).join(" "),
    shapes: data.node
      .map(
        ([tag, attrs]) =>
          `<${tag}${Object.entries(attrs)
            .filter(([k]) => k !== "key")
            .map(([k, v]) => ` ${k}="${attr(v)}"`)
            .join("")}/>`,
      )
      .join(""),
  };
}

/** Every lucide icon file the app's sources import (`import { … } from "lucide-react"`), sorted. */
function usedIconFiles(files: Map<string, string>): string[] {
  const used = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of readFileSync(path, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
          for (const name of m[1]
            .split(",")
            .map((s) => s.trim().split(/\s+as\s+/)[0])
            .filter(Boolean))
            if (files.has(name)) used.add(files.get(name)!);
    }
  };
  walk(APP_DIR);
  return [...used].sort();
}

/** The sprite: one `<symbol>` per icon file the app uses, its id the file's name. */
export async function iconSprite(files = lucideIconFiles()): Promise<{ svg: string; url: string }> {
  const symbols = await Promise.all(
    usedIconFiles(files).map(
      async (file) => `<symbol id="${file}" viewBox="0 0 24 24">${(await lucideIconMarkup(file)).shapes}</symbol>`,
    ),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  return { svg, url: `/assets/icons-${createHash("sha256").update(svg).digest("hex").slice(0, 10)}.svg` };
}

/**
 * lucide icons out of the JavaScript. `import { Users, X } from "lucide-react"` names lucide's barrel,
 * which re-exports every icon: the bundler drops the unused ones, but its module graph still links the
 * barrel to all of them (and the chunking above reads that graph), and each icon it keeps is a node
 * array drawn by lucide's runtime. The import becomes a constant of the importing module instead:
 * `icon(classes, "/assets/icons-<hash>.svg#<name>")` (app/components/ui/icon.tsx) draws lucide's `<svg>`
 * with a `<use>` of that icon's symbol in one sprite of every icon the app uses — an image the browser
 * fetches once and caches, so no page's scripts carry the shapes (decision 006). Server and browser
 * builds compute the same sprite from the sources, so hydration sees the same markup; the client build
 * writes it beside the scripts, the dev server answers it from memory.
 */
export function lucideIcons(): Plugin {
  const files = lucideIconFiles();
  let sprite: Promise<{ svg: string; url: string }> | null = null;
  const getSprite = () => (sprite ??= iconSprite(files));
  let ssr = false;
  return {
    name: "trades-cup:lucide-icons",
    enforce: "post",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      sprite = null; // a rebuild (or a dev restart) reads the sources again
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        // Any sprite URL: a page loaded before an edit added an icon still names the previous one.
        if (!/^\/assets\/icons-\w+\.svg$/.test(req.url ?? "")) return next();
        const { svg } = await getSprite();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
      server.watcher.on("change", (file) => {
        if (file.startsWith(APP_DIR)) sprite = null;
      });
    },
    async transform(code, id) {
      if (id.includes("node_modules") || id.startsWith("\0") || !code.includes("lucide-react")) return null;
      const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g)];
      if (imports.length === 0) return null;
      const { url } = await getSprite();
      let rewritten = code;
      for (const [whole, list] of imports) {
        const specifiers = list
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => s.split(/\s+as\s+/));
        if (!specifiers.every(([name]) => files.has(name))) continue;
        const icons = await Promise.all(
          specifiers.map(async ([name, local = name]) => {
            const file = files.get(name)!;
            return `const ${local} = __lucideIcon(${JSON.stringify((await lucideIconMarkup(file)).classes)}, ${JSON.stringify(`${url}#${file}`)});`;
          }),
        );
        // As many lines as the import had: every other line keeps its place, so the source map still holds.
        const lines = whole.split("\n").length - 1;
        rewritten = rewritten.replace(
          whole,
          `import { icon as __lucideIcon } from ${JSON.stringify(ICON_MODULE)}; ${icons.join(" ")}` + "\n".repeat(lines),
        );
      }
      return { code: rewritten, map: null };
    },
    async generateBundle() {
      if (ssr) return;
      const { svg, url } = await getSprite();
      this.emitFile({ type: "asset", fileName: url.slice(1), source: svg });
    },
  };
}

/** Below this a compressed copy saves too little to be worth a file (the server's compression threshold too). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip copy beside every script and stylesheet of the client
 * build. server.js answers /assets requests with the copy the browser accepts, so a page's assets are
 * no longer compressed again for every request (brotli at its fast setting took tens of milliseconds
 * of CPU per large file, which on a busy machine delayed the stylesheet and so the first paint —
 * decision 007), and they come out smaller. The gzip copy is written by Zopfli: a standard gzip file
 * that any client inflates, 3–4% smaller than zlib's level 9, for a few seconds of build (decision 006).
 */
export function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  let outDir = "";
  return {
    name: "trades-cup:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = `${outDir}/${name}`;
          const bytes = await readFile(path);
          if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            zopfliGzip(bytes, { numiterations: 5 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}
