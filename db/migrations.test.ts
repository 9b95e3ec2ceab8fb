import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MikroORM } from "@mikro-orm/postgresql";
import { afterEach, describe, expect, it } from "vitest";
import { ormConfig } from "./config";
import { startEmbeddedDatabase } from "./embedded";
import { migrate } from "./migrate";
import { FOLDED_NAMES, SQUASH, migrationFileName, migrationsList } from "./migrations/index";
import { FunFact } from "./entities/index";

/**
 * An empty database: an in-memory PGlite, or — with TEST_DATABASE_URL — a new database on that server.
 * `snapshot` opens the ORM as the migration generator does.
 */
async function emptyDatabase(options: { snapshot?: boolean } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedDatabase({});
    const orm = await MikroORM.init(ormConfig(pg.url, { embedded: true, snapshot: options.snapshot }));
    return { orm, close: async () => { await orm.close(true); await pg.stop(); } };
  }
  const name = `tc_migrations_${randomBytes(6).toString("hex")}`;
  const admin = await MikroORM.init(ormConfig(serverUrl, { embedded: false }));
  await admin.em.getConnection().execute(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await MikroORM.init(ormConfig(url.toString(), { embedded: false, snapshot: options.snapshot }));
  return {
    orm,
    close: async () => {
      await orm.close(true);
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    },
  };
}

let open: Array<() => Promise<void>> = [];
async function database(options?: { snapshot?: boolean }) {
  const db = await emptyDatabase(options);
  open.push(db.close);
  return db.orm;
}
afterEach(async () => {
  await Promise.all(open.map((close) => close()));
  open = [];
});

const executed = async (orm: MikroORM) => (await orm.getMigrator().getExecutedMigrations()).map((m) => m.name).sort();

// Each test boots a database and migrates it: slower than the suite's 30 s default on a busy machine.
describe("migrations", { timeout: 120_000 }, () => {
  it("are listed in db/migrations/index.ts in true (timestamp) order, every file once", () => {
    const names = migrationsList.map((m) => m.name);
    const files = readdirSync(fileURLToPath(new URL("./migrations", import.meta.url)))
      .filter((f) => /^Migration\d{14}\w+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""));
    expect([...names].sort()).toEqual(files.sort());
    expect(names).toEqual([...names].sort());
    expect(names.at(-1)! >= SQUASH).toBe(true);
  });

  it("names a generated migration after the newest listed one, in the project's style", () => {
    const newest = /\d{14}/.exec(migrationsList.at(-1)!.name)![0];
    const name = migrationFileName("20200101000000", "team_badges");
    expect(name).toMatch(/^Migration\d{14}TeamBadges$/);
    expect(name > `Migration${newest}`).toBe(true);
    expect(migrationFileName("29990101000000", "x")).toBe("Migration29990101000000X");
  });

  it("build a fresh database with the squash alone, to exactly the entities' schema", async () => {
    const orm = await database();
    expect(await migrate(orm)).toEqual(migrationsList.map((m) => m.name).filter((n) => !FOLDED_NAMES.includes(n)));
    // The folded chain is recorded as done, so it never runs here.
    expect(await executed(orm)).toEqual(migrationsList.map((m) => m.name).sort());
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
    // Schema drift: what MikroORM would change to match the entities is nothing.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe("");
    expect(await orm.em.fork().count(FunFact)).toBeGreaterThan(0);
    expect(await migrate(orm)).toEqual([]);
  });

  it("upgrade a database the folded chain built, through that chain, to the same schema", async () => {
    const orm = await database();
    // A database built before the squash: the old chain only.
    await orm.getMigrator().up({ to: FOLDED_NAMES.at(-1)! });
    const facts = await orm.em.fork().count(FunFact);
    // On it the squash runs as a no-op; the old chain and the squash reach the same schema.
    expect(await migrate(orm)).toEqual(migrationsList.map((m) => m.name).filter((n) => !FOLDED_NAMES.includes(n)));
    expect(await executed(orm)).toEqual(migrationsList.map((m) => m.name).sort());
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe("");
    expect(await orm.em.fork().count(FunFact)).toBe(facts);
  });

  it("upgrade a database part-way along the folded chain", async () => {
    const orm = await database();
    await orm.getMigrator().up({ to: "Migration20261123000000InputLimits" });
    await migrate(orm);
    expect(await executed(orm)).toEqual(migrationsList.map((m) => m.name).sort());
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe("");
  });

  it("leave nothing for the generator: the committed snapshot matches the entities", async () => {
    expect(existsSync(fileURLToPath(new URL("./migrations/.snapshot.json", import.meta.url)))).toBe(true);
    // With a snapshot the generator diffs against it alone (migrating here would rewrite it).
    const orm = await database({ snapshot: true });
    expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);
  });
});
