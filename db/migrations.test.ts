import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MikroORM } from "@mikro-orm/postgresql";
import { afterEach, describe, expect, it } from "vitest";
import { ormConfig } from "./config";
import { startEmbeddedDatabase } from "./embedded";
import { migrate } from "./migrate";
import { FOLDED_NAMES, SQUASH, migrationFileName, migrationsList } from "./migrations/index";
import { FunFact, Inventory } from "./entities/index";
import { DatabaseSeeder } from "./seeders/DatabaseSeeder";
import { createEmptyPostgresDatabase } from "../test/database";

/**
 * An empty database: an in-memory PGlite, or — with TEST_DATABASE_URL — a new database on that server.
 * `snapshot` opens the ORM as the migration generator does.
 */
async function emptyDatabase(options: { snapshot?: boolean } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedDatabase({});
    const orm = await MikroORM.init(ormConfig(pg.url, { embedded: true, snapshot: options.snapshot }));
    return {
      orm,
      close: async () => {
        await orm.close(true);
        await pg.stop();
      },
    };
  }
  const empty = await createEmptyPostgresDatabase(serverUrl, "tc_migrations");
  const orm = await MikroORM.init(ormConfig(empty.url, { embedded: false, snapshot: options.snapshot }));
  return {
    orm,
    close: async () => {
      await orm.close(true);
      await empty.drop();
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

  it("keep one stock row per product size of a database whose inventory was seeded twice", async () => {
    const orm = await database();
    await orm.getMigrator().up({ migrations: [SQUASH] });
    await orm.getMigrator().up({ to: "Migration20261125000810StatusEnums" });
    const em = orm.em.fork();
    await new DatabaseSeeder().run(em);
    await em.flush();
    // Two rows per size, as two instances seeding at once wrote them; the later one has been sold from.
    const stock = (quantity: number, updated: string) => `insert into inventory (id, created_at, updated_at, team_id, product_id,
      variant_id, item_type, item_name, size, stock_quantity) select gen_random_uuid(), now(), ${updated}, p.team_id, p.id,
      v->>'id', p.category, p.name, v->>'size', ${quantity} from products p, jsonb_array_elements(p.variants) v`;
    await em.getConnection().execute(stock(50, "now() - interval '1 day'"));
    await em.getConnection().execute(stock(47, "now()"));
    const [{ sizes }] = await em
      .getConnection()
      .execute("select count(*)::int as sizes from products p, jsonb_array_elements(p.variants)");
    expect(await em.count(Inventory)).toBe(2 * sizes);

    await migrate(orm);
    const rows = await orm.em.fork().find(Inventory, {});
    expect(rows).toHaveLength(sizes);
    expect(new Set(rows.map((r) => `${r.productId}/${r.variantId}`)).size).toBe(sizes);
    expect(rows.every((r) => r.stockQuantity === 47)).toBe(true);
  });

  it("give people:read to every token that held registrations:read, which reached people's contact details", async () => {
    const orm = await database();
    await orm.getMigrator().up({ migrations: [SQUASH] });
    await orm.getMigrator().up({ to: "Migration20261126143849SponsorAccounts" });
    const sql = orm.em.getConnection();
    const [{ id: userId }] = await sql.execute(`insert into users (id, created_at, updated_at, email, first_name, last_name, role,
      status) values (gen_random_uuid(), now(), now(), 'scopes@tradescup.test', 'S', 'C', 'admin', 'active') returning id`);
    const token = (name: string, scopes: string[]) =>
      sql.execute(`insert into api_tokens (id, created_at, updated_at, user_id, name, token_hash, hint, scopes, expires_at) values
        (gen_random_uuid(), now(), now(), '${userId}', '${name}', '${name}-hash', 'tcapi_…', '${JSON.stringify(scopes)}', now() + interval '1 day')`);
    await token("registrations", ["registrations:read"]);
    await token("reader", ["read", "matches:write"]);
    await migrate(orm);
    const rows = await sql.execute(`select name, scopes from api_tokens order by name`);
    expect(rows).toEqual([
      { name: "reader", scopes: ["read", "matches:write"] },
      { name: "registrations", scopes: ["registrations:read", "people:read"] },
    ]);
  });

  it("leave nothing for the generator: the committed snapshot matches the entities", async () => {
    expect(existsSync(fileURLToPath(new URL("./migrations/.snapshot.json", import.meta.url)))).toBe(true);
    // With a snapshot the generator diffs against it alone (migrating here would rewrite it).
    const orm = await database({ snapshot: true });
    expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);
  });
});
