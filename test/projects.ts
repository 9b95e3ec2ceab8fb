import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Which vitest project a test file belongs to (vitest.config.ts), worked out from its source on every run so a
 * new file lands in the right one without being listed anywhere:
 * - `integration`: the file opens a database — it reaches test/database.ts (createTestDatabase, startHarness…)
 *   through its own imports or a helper's, or itself starts one (openDatabase, startEmbeddedDatabase,
 *   TEST_DATABASE_URL, the run's template);
 * - `unit`: everything else, run with no global setup and no database.
 * A file put in `unit` by mistake fails at once: createTestDatabase throws, naming this rule.
 */
export type TestProjectName = "unit" | "integration";

/**
 * What a file that opens a database says in its own source: a call that starts one, the server it names, or the
 * run's template (comments aside). Joined from pieces so this helper's own code does not match (it is test support).
 */
const OPENS_A_DATABASE = new RegExp(
  [
    ["\\b(openDatabase", "startEmbeddedDatabase", "createTestDatabase", "startHarness)\\s*\\("].join("|"),
    ["TEST", "DATABASE", "URL"].join("_"),
    ['"test', 'Database"'].join(""),
  ].join("|"),
);
/** The helper every database test reaches, directly or through another helper. */
export const DATABASE_HELPER = "test/database.ts";

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^;"']*?\bfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
const ALIASES: Record<string, string> = { "~/": "app/", "@shared/": "shared/" };

/** The source without its comments (roughly: `//` after a quote or a colon is left, as in a URL). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The repository files `file` imports (relative or aliased paths; packages are left out). */
function localImports(root: string, file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
    if (!alias && !spec.startsWith(".")) continue;
    const base = alias ? path.join(root, ALIASES[alias], spec.slice(alias.length)) : path.resolve(path.dirname(file), spec);
    const hit = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base.replace(/\.js$/, "") + ext)
      .find((p) => existsSync(p) && statSync(p).isFile());
    if (hit) found.push(hit);
  }
  return found;
}

/**
 * Classifies test files (absolute paths) by the rule above. `read` is the source of a file (tests give their own);
 * imports are followed through the whole repository, markers are read only in test files and test/ helpers, so
 * product code that defines openDatabase does not make every importer a database test.
 */
export function classifyTestFiles(
  root: string,
  files: string[],
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
): Map<string, TestProjectName> {
  const helper = path.join(root, DATABASE_HELPER);
  const testSupport = (file: string) => file.startsWith(path.join(root, "test") + path.sep) || /\.test\.tsx?$/.test(file);
  const parsed = new Map<string, { marker: boolean; imports: string[] }>();
  const parse = (file: string) => {
    let entry = parsed.get(file);
    if (!entry) {
      const source = withoutComments(read(file));
      entry = { marker: testSupport(file) && OPENS_A_DATABASE.test(source), imports: localImports(root, file, source) };
      parsed.set(file, entry);
    }
    return entry;
  };
  const opensDatabase = (start: string) => {
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { marker, imports } = parse(file);
      if (file === helper || marker) return true;
      for (const next of imports) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  };
  return new Map(files.map((file) => [file, opensDatabase(file) ? "integration" : "unit"]));
}

/** Every test file under the given folders of `root` (*.test.ts, *.test.tsx). */
export function listTestFiles(root: string, folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(full);
      else if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return out.sort();
}
