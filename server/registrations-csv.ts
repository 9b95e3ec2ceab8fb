import type { Request, Response } from "express";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createContext, createServerCaller } from "./context";
import { errorBody } from "./rest";
import { getRuntime } from "./runtime";
import { describeError } from "./trpc";

/**
 * GET /api/admin/registrations/{kind}.csv?q=&status=&teamId=&from=&to=: the admin table's rows as a
 * download. It goes through the `admin.registrationsCsv` procedure, so the admin gate (401/403) and the
 * filters' validation (400 naming the field) are the table's own, answered in the REST error envelope.
 */
export async function registrationsCsvDownload(req: Request, res: Response) {
  const ctx = await createContext(await getRuntime(), req, res);
  try {
    const { filename, csv } = await createServerCaller(ctx).admin.registrationsCsv({
      ...req.query,
      kind: req.params.kind,
    } as never);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Cache-Control", "private, no-store");
    // A byte-order mark, so spreadsheet programs read the accents of Spanish headings and names as UTF-8.
    res.send(`\uFEFF${csv}`);
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const { message, fields } = describeError(e, ctx.lang);
    res.status(getHTTPStatusCodeFromError(e)).json(errorBody(e.code, message, fields));
  }
}
