import pg from "pg";

/** Rows per INSERT statement, as pg_dump's --rows-per-insert in db/dump.ts. */
const ROWS_PER_INSERT = 200;

/** The first and last lines pg_dump writes: the restore checks for both (a file without the last was cut short). */
export const DUMP_HEADER = "--\n-- PostgreSQL database dump\n--\n";
export const DUMP_FOOTER = "--\n-- PostgreSQL database dump complete\n--\n";

/**
 * Our own dump of a real PostgreSQL, for a machine without a pg_dump that can read the server: the
 * schema `public` (tables, sequences, constraints, indexes — everything the migrations make) and every
 * row, read in one REPEATABLE READ, READ ONLY transaction, so it is one consistent snapshot while the
 * site keeps writing. The text is what pg_dump would write with the options of db/dump.ts, close enough
 * for psql and db:restore. A database holding anything else (functions, views, other schemas…) is
 * refused rather than copied in part.
 */
export async function* logicalDump(url: string): AsyncGenerator<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read, read only");
    // Names come out schema-qualified (as pg_dump's do), values in a form that reads back exactly.
    await client.query("set local search_path = ''; set local extra_float_digits = 3");
    await client.query("set local datestyle = iso; set local intervalstyle = postgres");
    const rows = async <T extends object>(sql: string) => (await client.query<T>(sql)).rows;
    const others = await rows<{ what: string }>(UNSUPPORTED);
    if (others.length) {
      const what = others.map((o) => o.what).join(", ");
      throw new Error(
        "the built-in dump copies tables, sequences, constraints and indexes only, " +
          `and this database also has ${what}: ` +
          "install pg_dump (Debian: postgresql-client) to back it up",
      );
    }
    const [{ version }] = await rows<{ version: string }>("select current_setting('server_version') as version");
    yield `${DUMP_HEADER}\n-- Dumped from database version ${version}\n-- Dumped by the Trades Cup logical dump\n\n`;
    yield `${SESSION_SETTINGS}\n`;

    const sequences = await rows<Sequence>(SEQUENCES);
    for (const s of sequences) {
      const options = [`AS ${s.type}`, `START WITH ${s.start}`, `INCREMENT BY ${s.increment}`];
      options.push(`MINVALUE ${s.min}`, `MAXVALUE ${s.max}`, `CACHE ${s.cache}`, ...(s.cycle ? ["CYCLE"] : []));
      yield `CREATE SEQUENCE ${s.name}\n${options.map((o) => `    ${o}`).join("\n")};\n\n`;
    }
    const columns = await rows<Column>(COLUMNS);
    const tables = [...new Set(columns.map((c) => c.table))];
    for (const table of tables) {
      const own = columns.filter((c) => c.table === table);
      const lines = own.map((c) =>
        [`    ${c.name} ${c.type}`, c.default === null ? "" : ` DEFAULT ${c.default}`, c.notnull ? " NOT NULL" : ""].join(""),
      );
      yield `CREATE TABLE ${table} (\n${lines.join(",\n")}\n);\n\n`;
    }
    for (const s of sequences.filter((s) => s.owner)) yield `ALTER SEQUENCE ${s.name} OWNED BY ${s.owner};\n\n`;

    for (const table of tables) {
      const own = columns.filter((c) => c.table === table);
      const names = own.map((c) => c.name).join(", ");
      const values = own.map((c) => `quote_nullable(${c.name})`).join(", ");
      const row = `'(' || concat_ws(', ', ${values}) || ')'`;
      await client.query(`declare dump_rows no scroll cursor for select ${row} as row from ${table}`);
      for (;;) {
        const batch = await rows<{ row: string }>(`fetch ${ROWS_PER_INSERT} from dump_rows`);
        if (batch.length === 0) break;
        yield `INSERT INTO ${table} (${names}) VALUES\n\t${batch.map((r) => r.row).join(",\n\t")};\n`;
      }
      await client.query("close dump_rows");
    }
    for (const s of sequences) {
      const [state] = await rows<{ last: string; called: boolean }>(
        `select last_value as last, is_called as called from ${s.name}`,
      );
      yield `\nSELECT pg_catalog.setval('${s.name.replaceAll("'", "''")}', ${state.last}, ${state.called});\n`;
    }

    // Keys and checks, then plain indexes, then foreign keys: the order pg_dump uses, so every row is in
    // before anything checks it.
    const constraints = await rows<Constraint>(CONSTRAINTS);
    const addConstraint = (c: Constraint) => `\nALTER TABLE ONLY ${c.table}\n    ADD CONSTRAINT ${c.name} ${c.def};\n`;
    for (const c of constraints.filter((c) => !c.foreign)) yield addConstraint(c);
    for (const { def } of await rows<{ def: string }>(INDEXES)) yield `\n${def};\n`;
    for (const c of constraints.filter((c) => c.foreign)) yield addConstraint(c);

    yield `\n${DUMP_FOOTER}\n`;
    await client.query("commit");
  } finally {
    await client.end();
  }
}

/** pg_dump's own opening settings (those every supported server knows). */
const SESSION_SETTINGS = `SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;
`;

type Sequence = {
  name: string;
  type: string;
  start: string;
  increment: string;
  min: string;
  max: string;
  cache: string;
  cycle: boolean;
  owner: string | null;
};
type Constraint = { table: string; name: string; def: string; foreign: boolean };
type Column = { table: string; name: string; type: string; default: string | null; notnull: boolean };

const USER_NAMESPACES =
  "select oid from pg_namespace " +
  "where nspname not in ('information_schema', 'pg_catalog', 'pg_toast') and nspname !~ '^pg_(toast_)?temp_'";

/** What the logical dump does not copy, described for the refusal. */
const UNSUPPORTED = `
  select 'the schema ' || nspname as what from pg_namespace where oid in (${USER_NAMESPACES}) and nspname <> 'public'
  union all select 'the function ' || p.oid::regprocedure::text
    from pg_proc p where p.pronamespace in (${USER_NAMESPACES})
  union all select 'the ' || case c.relkind when 'v' then 'view ' when 'm' then 'materialized view '
      when 'f' then 'foreign table ' when 'p' then 'partitioned table ' else 'type ' end || c.oid::regclass::text
    from pg_class c where c.relnamespace in (${USER_NAMESPACES}) and c.relkind in ('v', 'm', 'f', 'p', 'c')
  union all select 'the type ' || t.oid::regtype::text
    from pg_type t where t.typnamespace in (${USER_NAMESPACES}) and t.typtype in ('e', 'd', 'r', 'm')
  union all select 'the trigger ' || tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace in (${USER_NAMESPACES})
  union all select 'the extension ' || extname from pg_extension where extname <> 'plpgsql'
  union all select 'the generated or identity column ' || a.attrelid::regclass::text || '.' || a.attname
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace in (${USER_NAMESPACES}) and c.relkind = 'r' and (a.attidentity <> '' or a.attgenerated <> '')
      and a.attnum > 0 and not a.attisdropped`;

const SEQUENCES = `
  select s.seqrelid::regclass::text as name, format_type(s.seqtypid, null) as type, s.seqstart::text as start,
    s.seqincrement::text as increment, s.seqmin::text as min, s.seqmax::text as max, s.seqcache::text as cache,
    s.seqcycle as cycle,
    (select d.refobjid::regclass::text || '.' || quote_ident(a.attname) from pg_depend d
       join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
       where d.classid = 'pg_class'::regclass and d.objid = s.seqrelid and d.deptype = 'a' and d.refobjsubid > 0
    ) as owner
  from pg_sequence s join pg_class c on c.oid = s.seqrelid where c.relnamespace in (${USER_NAMESPACES}) order by 1`;

const COLUMNS = `
  select c.oid::regclass::text as table, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
    pg_get_expr(d.adbin, d.adrelid) as default, a.attnotnull as notnull
  from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where c.relnamespace in (${USER_NAMESPACES}) and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const CONSTRAINTS = `
  select c.conrelid::regclass::text as table, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as def,
    c.contype = 'f' as foreign
  from pg_constraint c
  where c.connamespace in (${USER_NAMESPACES}) and c.contype in ('p', 'u', 'c', 'x', 'f') and c.conrelid <> 0
  order by c.conrelid::regclass::text, c.conname`;

const INDEXES = `
  select pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
  where c.relnamespace in (${USER_NAMESPACES})
    and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
  order by c.relname`;
