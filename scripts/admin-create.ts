// npm run admin:create -- --email you@example.com [--first-name Ana] [--last-name Ruiz]
// Creates an admin account, or makes an existing account an admin with a new password (its sessions end).
// The password is asked for without echo; piped input (one line) works for automation.
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { loadDotEnv, loadEnv } from "../server/env";
import { openDatabase } from "../db/database";
import { migrate } from "../db/migrate";
import { upsertAdmin } from "../server/auth/admins";
import { NewPasswordSchema } from "@shared/forms/login.schema";

const { values } = parseArgs({
  options: { email: { type: "string" }, "first-name": { type: "string" }, "last-name": { type: "string" } },
});
const email = z
  .string()
  .trim()
  .toLowerCase()
  .email()
  .safeParse(values.email ?? "");
if (!email.success) {
  console.error("Usage: npm run admin:create -- --email you@example.com [--first-name Ana] [--last-name Ruiz]");
  process.exit(2);
}

/** Reads one line from a terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === "\r" || c === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return resolve(value);
        }
        if (c === "\u0003") process.exit(130);
        value = c === "\u007f" || c === "\b" ? value.slice(0, -1) : value + c;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword() {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return "";
  }
  const first = await askHidden("Password (12+ characters): ");
  const again = await askHidden("Repeat the password: ");
  if (first !== again) {
    console.error("The passwords differ.");
    process.exit(1);
  }
  return first;
}

const password = NewPasswordSchema.safeParse(await readPassword());
if (!password.success) {
  console.error("The password must have between 12 and 256 characters.");
  process.exit(1);
}

loadDotEnv();
const env = loadEnv();
const db = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite`,
});
try {
  await migrate(db.orm);
  const { created, passwordChanged } = await upsertAdmin(db.orm.em.fork() as EntityManager, {
    email: email.data,
    password: password.data,
    firstName: values["first-name"],
    lastName: values["last-name"],
  });
  console.log(
    created
      ? `Admin ${email.data} created.`
      : `${email.data} is an admin${passwordChanged ? "; password changed and its sessions signed out" : ""}.`,
  );
} finally {
  await db.close();
}
