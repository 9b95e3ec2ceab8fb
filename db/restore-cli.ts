// npm run db:restore -- <file> [--replace] [--yes]: loads a backup into the database at DATABASE_URL, or
// into the embedded one under DATA_DIR (docs/decisions/108-backups-and-restore.md).
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadDotEnv, loadEnv } from "../server/env";
import { describeRelations, embeddedTarget, readDump, RestoreError, restoreDump, serverTarget, targetRelations } from "./restore";

const USAGE = "usage: npm run db:restore -- <backup.sql.gz> [--replace] [--yes]";

/** Runs the command; returns the exit code. Every refusal is one line saying what to do instead. */
export async function restoreCommand(argv: string[]): Promise<number> {
  let args;
  try {
    const options = { replace: { type: "boolean" }, yes: { type: "boolean" } } as const;
    args = parseArgs({ args: argv, allowPositionals: true, options });
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [file, ...extra] = args.positionals;
  if (!file || extra.length) {
    console.error(USAGE);
    return 2;
  }
  let statements;
  try {
    statements = readDump(readFileSync(file));
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === "ENOENT";
    const message = e instanceof RestoreError || !missing ? (e as Error).message : `There is no file ${file}.`;
    console.error(`${message} Nothing was restored.`);
    return 1;
  }

  loadDotEnv();
  const env = loadEnv();
  let target;
  try {
    target = env.DATABASE_URL ? await serverTarget(env.DATABASE_URL) : await embeddedTarget(`${env.DATA_DIR}/pglite`);
  } catch (e) {
    // The embedded database in use by the running site, a server that does not answer or refuses the login.
    const why = (e as Error).message.replace(/\.?$/, ".");
    console.error(`${env.DATABASE_URL ? "The database at DATABASE_URL cannot be opened: " : ""}${why} Nothing was restored.`);
    return 1;
  }
  try {
    const existing = await targetRelations(target);
    if (existing.length > 0 && args.values.replace && !args.values.yes && !(await confirmed(target.name, existing))) {
      console.error(`Nothing was restored: ${target.name} is as it was.`);
      return 1;
    }
    const result = await restoreDump(target, statements, { replace: args.values.replace });
    const replaced = result.replaced ? ` (replacing ${result.replaced})` : "";
    const counts = `${result.statements} statements, ${result.tables} tables and sequences${replaced}`;
    console.log(`Restored ${file} into ${target.name}: ${counts}.`);
    console.log(env.DATABASE_URL ? "Start the site with this DATABASE_URL: npm start" : "Start the site: npm start");
    return 0;
  } catch (e) {
    if (!(e instanceof RestoreError)) throw e;
    console.error(e.message);
    return 1;
  } finally {
    await target.close();
  }
}

/**
 * --replace deletes everything the target holds: a person at a terminal confirms by typing "replace";
 * without a terminal (a script, CI) only an explicit --yes does.
 */
async function confirmed(name: string, existing: string[]): Promise<boolean> {
  if (!process.stdin.isTTY) {
    console.error(
      `--replace would delete everything in ${name} (${describeRelations(existing)}); ` +
        "without a terminal to confirm on, add --yes.",
    );
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(
      `This deletes everything in ${name} (${describeRelations(existing)}) and loads the backup instead.\n` +
        'Type "replace" to go on: ',
    );
    return answer.trim() === "replace";
  } finally {
    prompt.close();
  }
}

// Its own entry (not db/cli.ts, which loads the ORM, the entities and the seeders first): a restore needs none of them.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await restoreCommand(process.argv.slice(2));
}
