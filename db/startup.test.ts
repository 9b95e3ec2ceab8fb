// Start-up on a database several instances share: migrations and the first seed under a lock,
// a seed that never writes twice. The concurrent cases need a real PostgreSQL (TEST_DATABASE_URL); the
// embedded PGlite serves one process and keeps its lock file.
import { MikroORM } from "@mikro-orm/postgresql";
import { afterEach, describe, expect, it } from "vitest";
import { ormConfig } from "./config";
import { prepareDatabase } from "./database";
import { seedDatabase } from "./seed";
import { withStartupLock } from "./startup-lock";
import { migrate } from "./migrate";
import { Inventory, Product, Team, Tournament, User } from "./entities/index";
import { InventorySeeder } from "./seeders/InventorySeeder";
import { createEmptyPostgresDatabase, createTestDatabase } from "../test/database";
import { bootstrapAdmins } from "../server/auth/admins";
import type { EntityManager } from "@mikro-orm/postgresql";

const serverUrl = process.env.TEST_DATABASE_URL;
let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

/** `count` ORMs (as many instances) on one new, empty database. */
async function instancesOnOneDatabase(count: number) {
  const empty = await createEmptyPostgresDatabase(serverUrl!, "tc_startup");
  const orms = await Promise.all(Array.from({ length: count }, () => MikroORM.init(ormConfig(empty.url, { embedded: false }))));
  cleanup.push(async () => {
    await Promise.all(orms.map((orm) => orm.close(true)));
    await empty.drop();
  });
  return { url: empty.url, orms };
}

/** What a seed wrote once and only once: 32 teams, one tournament, one stock row per product size. */
async function expectOneSeed(orm: MikroORM) {
  const em = orm.em.fork();
  expect(await em.count(Team)).toBe(32);
  expect(await em.count(Tournament)).toBe(1);
  const sizes = (await em.find(Product, {})).reduce((n, p) => n + p.variants.length, 0);
  const stock = await em.find(Inventory, {});
  expect(stock).toHaveLength(sizes);
  expect(new Set(stock.map((r) => `${r.productId}/${r.variantId}`)).size).toBe(sizes);
}

describe("seeding", () => {
  it("is idempotent: a second run writes nothing, and stock missing for some sizes is added for those alone", async () => {
    const db = await createTestDatabase();
    cleanup.push(db.close);
    await expectOneSeed(db.orm);
    expect(await seedDatabase(db.orm)).toEqual([]);
    await expectOneSeed(db.orm);

    const em = db.orm.em.fork() as EntityManager;
    const kept = await em.find(Inventory, {}, { orderBy: { id: "asc" }, limit: 5 });
    for (const row of kept) row.stockQuantity = 3;
    await em.flush();
    await em.nativeDelete(Inventory, { id: { $nin: kept.map((r) => r.id) } });
    await db.orm.em.fork().transactional((tx) => new InventorySeeder().run(tx as EntityManager));
    await expectOneSeed(db.orm);
    // Rows already there are left as they were (ON CONFLICT DO NOTHING).
    expect((await db.orm.em.fork().find(Inventory, { id: kept.map((r) => r.id) })).map((r) => r.stockQuantity)).toEqual([
      3, 3, 3, 3, 3,
    ]);
  });
});

describe.skipIf(!serverUrl)("start-up of instances sharing one PostgreSQL", { timeout: 180_000 }, () => {
  it("four instances starting at once on an empty database: all start, one migrates and seeds, the admin is created once", async () => {
    const { orms } = await instancesOnOneDatabase(4);
    const env = {
      ADMIN_EMAIL: "ops@tradescup.example",
      ADMIN_PASSWORD: "Ops-Password-2026",
      DATABASE_URL: "postgresql://shared",
    };
    const lines: string[] = [];
    await Promise.all(
      orms.map((orm) =>
        prepareDatabase(orm, {
          then: (o) => bootstrapAdmins(o.em.fork() as EntityManager, env),
          log: (line) => lines.push(line),
        }),
      ),
    );
    await expectOneSeed(orms[0]);
    expect(await orms[0].em.fork().count(User, { email: env.ADMIN_EMAIL, role: "admin" })).toBe(1);
    expect(lines.filter((l) => l.startsWith("seeded:"))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("another instance is migrating"))).toHaveLength(3);
    expect(await orms[0].getMigrator().getPendingMigrations()).toEqual([]);
  });

  it("a start that finds the lock taken waits for it, then runs", async () => {
    const { url } = await instancesOnOneDatabase(0);
    let release = () => {};
    const first = withStartupLock(url, () => new Promise<void>((resolve) => (release = resolve)));
    // Held by the first for as long as its work lasts.
    await new Promise((r) => setTimeout(r, 300));
    const lines: string[] = [];
    let secondRan = false;
    const second = withStartupLock(
      url,
      async () => void (secondRan = true),
      (line) => lines.push(line),
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(secondRan).toBe(false);
    expect(lines).toEqual(["another instance is migrating or seeding the database: waiting for it"]);
    release();
    await Promise.all([first, second]);
    expect(secondRan).toBe(true);
    expect(lines[1]).toMatch(/^start-up lock taken after \d+\.\d s$/);
  });

  it("a start whose holder dies is not left waiting: PostgreSQL releases the lock with the connection", async () => {
    const { url } = await instancesOnOneDatabase(0);
    const first = withStartupLock(url, () => new Promise<void>(() => undefined));
    void first.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    let secondRan = false;
    const second = withStartupLock(url, async () => void (secondRan = true));
    // The holder's process dies: its connection goes, and the lock with it. Once the second is seen
    // waiting on the lock, the holder (the one connection granted it) is ended, and that one alone.
    const killer = await MikroORM.init(ormConfig(url, { embedded: false }));
    const sql = killer.em.getConnection();
    const advisory =
      "from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())";
    for (let tries = 0; ; tries++) {
      const [{ waiting }] = await sql.execute<Array<{ waiting: number }>>(
        `select count(*)::int as waiting ${advisory} and not granted`,
      );
      if (waiting > 0) break;
      if (tries > 200) throw new Error("the second start never waited on the lock");
      await new Promise((r) => setTimeout(r, 50));
    }
    const ended = await sql.execute<Array<{ ended: boolean }>>(
      `select pg_terminate_backend(pid) as ended ${advisory} and granted`,
    );
    expect(ended).toEqual([{ ended: true }]);
    await killer.close(true);
    await second;
    expect(secondRan).toBe(true);
  });

  it("two seeds at once without the lock (two db:seed by hand) still seed once: the second finds the first's data", async () => {
    const { orms } = await instancesOnOneDatabase(2);
    await migrate(orms[0]);
    const results = await Promise.all(orms.map((orm) => seedDatabase(orm)));
    await expectOneSeed(orms[0]);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
  });
});
