import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** The app folder (app/) and its route modules, for tests that follow what a page loads. */
export const APP_DIR = resolve(__dirname, "../app");
/** Code both sides run (`@shared/…`): a page loads it as it loads its own. */
export const SHARED_DIR = resolve(__dirname, "../shared");
export const ROUTE_FILES = readdirSync(join(APP_DIR, "routes"))
  .filter((n) => n.endsWith(".tsx"))
  .map((n) => join(APP_DIR, "routes", n));

const STATIC_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+["']((?:\.|~\/|@shared\/)[^"']+)["']/gm;
const DYNAMIC_IMPORT = /import\(\s*["']((?:\.|~\/|@shared\/)[^"']+)["']\s*\)/g;

/** The file an import of app or shared code names (`~/…`, `@shared/…` or relative), if it is one of ours. */
export function resolveImport(from: string, spec: string): string | undefined {
  const alias = spec.startsWith("~/") ? APP_DIR : spec.startsWith("@shared/") ? SHARED_DIR : undefined;
  const base = alias ? join(alias, spec.slice(spec.indexOf("/") + 1)) : resolve(dirname(from), spec);
  return ["", ".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
}

/** The files `file` imports: its static value imports (type-only ones are erased), and with `lazy` its `import()`s too. */
export function importsOf(file: string, lazy: boolean): string[] {
  const source = readFileSync(file, "utf8");
  const specs = [...source.matchAll(STATIC_IMPORT), ...(lazy ? source.matchAll(DYNAMIC_IMPORT) : [])].map((m) => m[1]);
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => !!f);
}

/** The targets of the `import()`s in `file`. */
export function lazyImportsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(DYNAMIC_IMPORT)]
    .map((m) => resolveImport(file, m[1]))
    .filter((f): f is string => !!f);
}

/**
 * Every app and shared file reachable from `file` (itself included): through static imports only, or
 * with `lazy` through `import()` as well. Tests and locale files are left out; `skip` prunes more.
 */
export function importGraph(
  file: string,
  { lazy, skip }: { lazy: boolean; skip?: (file: string) => boolean },
  seen = new Set<string>(),
) {
  const ours = file.startsWith(APP_DIR) || file.startsWith(SHARED_DIR);
  if (seen.has(file) || !ours || file.includes("/locales/") || /\.test\.tsx?$/.test(file) || skip?.(file)) return seen;
  seen.add(file);
  for (const next of importsOf(file, lazy)) importGraph(next, { lazy, skip }, seen);
  return seen;
}
