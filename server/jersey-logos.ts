import type { Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { JerseyLogo } from "../db/entities/index";
import { requestLang } from "./context";
import { translate } from "./i18n";
import { errorBody } from "./rest";
import { getRuntime } from "./runtime";

/**
 * GET /api/jersey-logos/:sha256 — a logo a saved jersey design shows, as the logo fetcher brought it
 * back (routers/jerseys/stored-logos.ts, decision 107). Named by its content, so it never changes:
 * kept by browsers for a year. Sent as the image type the fetcher checked, and never as a document.
 */
export async function jerseyLogoImage(req: Request, res: Response) {
  const sha256 = String(req.params.sha256);
  const logo = /^[0-9a-f]{64}$/.test(sha256)
    ? await ((await getRuntime()).orm.em.fork() as EntityManager).findOne(JerseyLogo, sha256)
    : null;
  if (!logo) return res.status(404).json(errorBody("NOT_FOUND", translate(requestLang(req), "errors.jerseys.logoNotFound")));
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("ETag", `"${sha256}"`);
  if (req.headers["if-none-match"] === `"${sha256}"`) return res.status(304).end();
  res.type(logo.contentType).send(Buffer.from(logo.bytes));
}
