/**
 * The logos a saved design shows to everyone are images this server keeps (decision 107): an http(s)
 * address given when saving is fetched once through the logo fetcher (public addresses only, a real
 * image, 1 MB) and kept by its SHA-256 in `jersey_logos`; the design then points at
 * `/api/jersey-logos/{sha256}`, which this site serves. No visitor's browser is ever sent to the address
 * another visitor typed.
 */
import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { JerseyLogo } from "../../db/entities/index";
import { STORED_LOGO_PATH } from "@shared/forms/jersey.schema";
import { failFields, type Context, type FieldMessage } from "../../server/trpc";
import { LogoRefusal, fetchLogoDataUrl, type LogoFetchOptions } from "./logo-proxy";

export const LOGO_PATH_PREFIX = "/api/jersey-logos/";

/** The fetcher's options; its tests open it to a loopback server, as the fetcher's own tests do. */
export const logoFetch: { options: LogoFetchOptions } = { options: {} };

/** A logo ready to keep: its stored address and, when it is new to the table, its bytes. */
type Kept = { path: string; row?: { sha256: string; contentType: string; bytes: Buffer; createdAt: Date } };

/** Whether a value is an image this server keeps (or an address that cannot be shown to others). */
export const isStoredLogo = (value: string | null | undefined): value is string => Boolean(value && STORED_LOGO_PATH.test(value));

function keep(dataUrl: string): Kept {
  const [, contentType, base64] = /^data:([^;]+);base64,(.*)$/s.exec(dataUrl)!;
  const bytes = Buffer.from(base64, "base64");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { path: `${LOGO_PATH_PREFIX}${sha256}`, row: { sha256, contentType, bytes, createdAt: new Date() } };
}

/**
 * Resolves every logo a write names (field path → value) to the address of this server's copy, before
 * the write's transaction: an address is fetched (each distinct one once, all at once), a stored
 * address must exist. Any failure is a 400 naming each field with the fetcher's reason.
 */
export async function resolveLogos(ctx: Pick<Context, "em" | "outbound">, logos: ReadonlyMap<string, string>) {
  const { em } = ctx;
  const distinct = [...new Set(logos.values())];
  const stored = distinct.filter(isStoredLogo);
  const known = new Set(
    stored.length
      ? (
          await em.find(
            JerseyLogo,
            { sha256: { $in: stored.map((p) => p.slice(LOGO_PATH_PREFIX.length)) } },
            { fields: ["sha256"] },
          )
        ).map((l) => l.sha256)
      : [],
  );
  const outcomes = new Map<string, Kept | FieldMessage>(
    await Promise.all(
      distinct.map(async (value): Promise<[string, Kept | FieldMessage]> => {
        if (isStoredLogo(value))
          return [value, known.has(value.slice(LOGO_PATH_PREFIX.length)) ? { path: value } : "validation.jerseys.logoUnknown"];
        try {
          return [value, keep(await fetchLogoDataUrl(value, { ...ctx.outbound, ...logoFetch.options }))];
        } catch (error) {
          if (error instanceof LogoRefusal) return [value, `errors.jerseys.logo.${error.reason}`];
          throw error;
        }
      }),
    ),
  );
  const refused = Object.fromEntries(
    [...logos].flatMap(([field, value]) => {
      const outcome = outcomes.get(value)!;
      return typeof outcome === "object" && "path" in outcome ? [] : [[field, outcome]];
    }),
  );
  if (Object.keys(refused).length) failFields(refused);
  const kept = [...outcomes.values()] as Kept[];
  return {
    /** The stored address for a value the write named. */
    pathOf: (value: string) => (outcomes.get(value) as Kept).path,
    /** Inside the write's transaction: keeps the new images (an image kept already stays as it is). */
    async save(tx: EntityManager) {
      const rows = kept.flatMap((k) => (k.row ? [k.row] : []));
      if (rows.length) await tx.createQueryBuilder(JerseyLogo).insert(rows).onConflict("sha256").ignore().execute();
    },
  };
}
