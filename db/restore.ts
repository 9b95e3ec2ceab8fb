import { gunzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { postgreSplitterOptions, splitQuery } from "dbgate-query-splitter";
import type { SplitResultItemRich } from "dbgate-query-splitter/lib/splitQuery";
import pg from "pg";
import { startEmbeddedDatabase } from "./embedded";
import { DUMP_FOOTER, DUMP_HEADER } from "./logical-dump";

/** A refusal or failure told to the person restoring: the message says what happened and what is left. */
export class RestoreError extends Error {}

/** One statement of a dump, with the line it starts on (1-based) for messages. */
export type DumpStatement = { sql: string; line: number };

/**
 * The statements of a backup file (gzipped or not), checked before anything touches a database: a
 * damaged or cut-short gzip stream, text that is not UTF-8, a file that is no pg_dump plain dump or whose
 * closing line is missing (cut short) is refused here.
 */
export function readDump(file: Buffer): DumpStatement[] {
  let bytes = file;
  if (file[0] === 0x1f && file[1] === 0x8b) {
    try {
      bytes = gunzipSync(file);
    } catch (e) {
      const why = (e as Error).message;
      throw new RestoreError(`The file is not a complete gzip file (${why}): it is damaged or was cut short.`);
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new RestoreError("The file is not text (UTF-8): it is not a backup of this site, or it is damaged.");
  }
  if (!text.startsWith(DUMP_HEADER)) {
    throw new RestoreError("The file is not a PostgreSQL plain-SQL dump (it does not start as pg_dump writes one).");
  }
  text = withoutRestrictLines(text);
  if (!text.trimEnd().endsWith(DUMP_FOOTER.trimEnd())) {
    throw new RestoreError(
      'The dump is incomplete: its closing line ("PostgreSQL database dump complete") is missing, ' + "so it was cut short.",
    );
  }
  const statements: DumpStatement[] = [];
  const options = { ...postgreSplitterOptions, copyFromStdin: true, returnRichInfo: true, ignoreComments: true };
  const items = splitQuery(text, options) as SplitResultItemRich[];
  for (const item of items) {
    const line = (item.trimStart ?? item.start).line + 1;
    if (item.specialMarker) {
      throw new RestoreError(
        `Line ${line}: the dump holds COPY … FROM stdin data, which db:restore does not read (this site's backups use` +
          " INSERT statements); load it with psql instead.",
      );
    }
    const sql = item.text.trim();
    if (sql.replace(/--.*$/gm, "").trim() === "") continue;
    if (sql.startsWith("\\")) {
      throw new RestoreError(`Line ${line}: "${sql.split("\n")[0]}" is a psql command, which db:restore does not run.`);
    }
    statements.push({ sql, line });
  }
  return statements;
}

/**
 * pg_dump (from 17.6, 16.10, 15.14…) brackets its output with psql's `\restrict KEY` … `\unrestrict KEY`,
 * which only psql understands; they are dropped here (only the pair with the key the header names).
 */
function withoutRestrictLines(text: string) {
  const open = /^--\n-- PostgreSQL database dump\n--\n\n\\restrict (\S+)\n/.exec(text);
  if (!open) return text;
  const close = `\\unrestrict ${open[1]}\n`;
  const rest = text.slice(open[0].length);
  const at = rest.lastIndexOf(close);
  return DUMP_HEADER + "\n" + (at < 0 ? rest : rest.slice(0, at) + rest.slice(at + close.length));
}

/** A database to restore into: statements one by one on one session, and its rows for the checks. */
export type RestoreTarget = {
  /** For messages: "the embedded database in ./data/pglite" or the server's URL without its password. */
  name: string;
  exec: (sql: string) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  close: () => Promise<void>;
};

/** The embedded database under `dataDir` (created when missing); refused while the site holds it. */
export async function embeddedTarget(dataDir: string): Promise<RestoreTarget> {
  const embedded = await startEmbeddedDatabase({ dataDir });
  return { ...pgliteTarget(embedded.db, `the embedded database in ${dataDir}`), close: () => embedded.stop() };
}

function pgliteTarget(db: PGlite, name = "the embedded database"): RestoreTarget {
  return {
    name,
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    close: async () => {},
  };
}

/** The PostgreSQL server database at `url`. */
export async function serverTarget(url: string): Promise<RestoreTarget> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const shown = new URL(url);
  shown.password = "";
  return {
    name: `the database ${shown}`,
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

const USER_SCHEMAS =
  "select nspname from pg_namespace " +
  "where nspname not in ('information_schema', 'pg_catalog', 'pg_toast') and nspname !~ '^pg_(toast_)?temp_'";

/** The tables, views and sequences the target holds outside PostgreSQL's own schemas. */
export async function targetRelations(target: RestoreTarget): Promise<string[]> {
  const rows = await target.rows<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in (${USER_SCHEMAS}) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by c.relkind <> 'r', 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Loads the statements into the target in one transaction: a statement that fails undoes everything
 * before it, and the target is left as it was. A non-empty target is refused unless `replace`, which
 * drops what it holds first, in the same transaction. `SET` of a setting the target's server does not
 * know (a newer server's dump, e.g. transaction_timeout from PostgreSQL 17 on) is skipped, as psql would
 * report it and go on.
 */
export async function restoreDump(target: RestoreTarget, statements: DumpStatement[], options: { replace?: boolean } = {}) {
  const existing = await targetRelations(target);
  if (existing.length > 0 && !options.replace) {
    throw new RestoreError(
      `${capitalize(target.name)} is not empty (${describeRelations(existing)}). ` +
        "Restore into an empty database, or give --replace to delete what it holds first.",
    );
  }
  const known = await target.rows<{ name: string }>("select lower(name) as name from pg_settings");
  const settings = new Set(known.map((r) => r.name));
  let done = 0;
  await target.exec("begin");
  try {
    if (existing.length > 0) {
      for (const { nspname } of await target.rows<{ nspname: string }>(USER_SCHEMAS)) {
        await target.exec(`drop schema "${nspname.replaceAll('"', '""')}" cascade`);
      }
      await target.exec("create schema public");
    }
    for (const statement of statements) {
      const set = /^SET\s+(\w+)\s*(=|TO)/i.exec(statement.sql);
      if (set && !settings.has(set[1].toLowerCase())) continue;
      try {
        await target.exec(statement.sql);
      } catch (e) {
        const why = (e as Error).message;
        throw new RestoreError(`Line ${statement.line} of the dump failed: ${why}. Nothing was changed in ${target.name}.`);
      }
      done++;
    }
    await target.exec("commit");
  } catch (e) {
    await target.exec("rollback").catch(() => {});
    throw e;
  }
  return { statements: done, tables: (await targetRelations(target)).length, replaced: existing.length };
}

export function describeRelations(names: string[]) {
  const shown = names.slice(0, 3).join(", ");
  return names.length > 3 ? `${names.length} tables and sequences, such as ${shown}` : shown;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
