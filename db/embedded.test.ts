import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processStartToken, startEmbeddedDatabase } from "./embedded";

// Lock handling only: the database under the lock is a fresh PGlite in a temporary folder.
let dir: string;
let others: ChildProcess[] = [];
const dataDir = () => path.join(dir, "pglite");
const lockFile = () => `${dataDir()}.lock`;

/** A process that is not this app and outlives the test: its id stands in for a reused one. */
function otherProcess(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: "ignore" });
  others.push(child);
  return child.pid!;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tc-lock-"));
});
afterAll(() => {
  for (const child of others) child.kill("SIGKILL");
  others = [];
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(existsSync("/proc/self/stat"))("embedded database lock", () => {
  it("takes over a stale lock whose process id now belongs to another program", async () => {
    writeFileSync(lockFile(), String(otherProcess("sleep", ["60"])));
    const db = await startEmbeddedDatabase({ dataDir: dataDir() });
    await db.stop();
    expect(existsSync(lockFile())).toBe(false);
  }, 240_000); // the first start creates the database files

  it("takes over a lock whose holder's id was reused by another Node process started later", async () => {
    const pid = otherProcess(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(lockFile(), JSON.stringify({ pid, started: "1" }));
    const db = await startEmbeddedDatabase({ dataDir: dataDir() });
    await db.stop();
  });

  it("refuses while the process that took the lock is still running", async () => {
    const pid = otherProcess(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    await expect.poll(() => processStartToken(pid)).not.toBeNull();
    writeFileSync(lockFile(), JSON.stringify({ pid, started: processStartToken(pid) }));
    await expect(startEmbeddedDatabase({ dataDir: dataDir() })).rejects.toThrow(`in use by process ${pid}`);
    rmSync(lockFile());
  });
});
