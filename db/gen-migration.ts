// Writes a migration for the difference between the entities and an empty database (dev tool).
import { MikroORM } from "@mikro-orm/postgresql";
import { writeFileSync } from "node:fs";
import { startEmbeddedDatabase } from "./embedded";
import { ormConfig } from "./config";

const name = process.argv[2] ?? "Initial";
const embedded = await startEmbeddedDatabase();
const orm = await MikroORM.init(ormConfig(embedded.url, { embedded: true }));
await orm.getMigrator().up();
const sql = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
console.log(sql);
writeFileSync(`/tmp/migration-${name}.sql`, sql);
await orm.close();
await embedded.stop();
