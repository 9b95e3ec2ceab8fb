import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditEvent } from "../db/entities/index";
import { dumpDatabase } from "../db/dump";
import { BACKUP_ACTIONS, backupFileName, dumpSourceOf } from "./backups";
import { createContext } from "./context";
import { tokenHolds } from "./auth/token-scopes";
import { translate } from "./i18n";
import { errorBody } from "./rest";
import { getRuntime } from "./runtime";
import { changedBy } from "./audit";

/**
 * GET /api/admin/backup: the whole database as a gzipped plain-SQL dump, streamed. It holds every
 * account's password hash and every session's token hash, so it takes a signed-in admin (or an admin's
 * API token) even with AUTH_MODE=off, is never cached, and each one is written in the audit trail before
 * its first byte leaves — a download that cannot be recorded is not served.
 */
export async function backupDownload(req: Request, res: Response) {
  const runtime = await getRuntime();
  const ctx = await createContext(runtime, req, res);
  res.setHeader("Cache-Control", "no-store");
  const refuse = (status: number, code: string, key: string) =>
    res.status(status).json(errorBody(code, translate(ctx.lang, key)));
  if (ctx.tokenRefused) return refuse(401, "UNAUTHORIZED", "errors.token.refused");
  if (!ctx.user) {
    return refuse(401, "UNAUTHORIZED", ctx.authMode === "off" ? "errors.backupNeedsSignIn" : "errors.signInRequired");
  }
  if (ctx.user.role !== "admin") return refuse(403, "FORBIDDEN", "errors.adminOnly");
  // The whole database: only a token with the `admin` scope (server/auth/token-scopes.ts).
  if (!tokenHolds(ctx.user, "admin"))
    return res.status(403).json(errorBody("FORBIDDEN", translate(ctx.lang, "errors.token.scope", { scope: "admin" })));

  const filename = backupFileName(new Date());
  res.setHeader("Content-Type", "application/gzip");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  if (req.method === "HEAD") return res.end();

  let dump;
  try {
    dump = await dumpDatabase(dumpSourceOf(runtime.db));
    const em = runtime.orm.em.fork() as EntityManager;
    const who = changedBy(ctx.user);
    em.create(AuditEvent, {
      action: BACKUP_ACTIONS.downloaded,
      actorId: who.changedById,
      actor: who.changedBy,
      detail: { file: filename, method: dump.method },
    });
    await em.flush();
  } catch (e) {
    dump?.stream.destroy();
    console.error("backup download failed:", e instanceof Error ? e.message : e);
    res.removeHeader("Content-Disposition");
    return refuse(500, "INTERNAL_SERVER_ERROR", "errors.backupFailed");
  }
  try {
    await pipeline(dump.stream, createGzip(), res);
  } catch (e) {
    // Headers are gone: the download ends cut short, and a restore refuses an incomplete gzip file.
    console.error("backup download interrupted:", e instanceof Error ? e.message : e);
    res.destroy();
  }
}
