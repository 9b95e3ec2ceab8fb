import { z } from "zod";
import type { TRPCError } from "@trpc/server";
import { logoUrl } from "@shared/forms/jersey.schema";
import { enforceRateLimit, fail, publicProcedure, type Context } from "../../server/trpc";
import { InFlight } from "../../server/in-flight";
import { addressKey } from "../../server/ip-address";
import { LogoFetchCancelled, LogoRefusal, fetchLogoDataUrl, type LogoFetchOptions, type LogoRefusalReason } from "./logo-proxy";

/**
 * Fetches under way in this process. A fetch holds a connection and up to a megabyte for as long as
 * its deadline, so the rate limit alone does not bound them: one visitor may not take them all, and
 * one logo server is not asked more than a few at a time on anyone's behalf (we are nobody's flood).
 */
export type LogoFetchCaps = { overall: number; perVisitor: number; perTarget: number };
export const LOGO_FETCH_CAPS: Readonly<LogoFetchCaps> = { overall: 16, perVisitor: 8, perTarget: 4 };
export const LOGO_FETCH_DEADLINE_MS = 5000;
const inFlight = new InFlight();

const REFUSAL_CODES: Partial<Record<LogoRefusalReason, TRPCError["code"]>> = {
  visitorBusy: "TOO_MANY_REQUESTS",
  targetBusy: "TOO_MANY_REQUESTS",
  busy: "SERVICE_UNAVAILABLE",
};

function refuse(ctx: Context, reason: LogoRefusalReason): never {
  const code = REFUSAL_CODES[reason] ?? "BAD_REQUEST";
  // Busy is passing: a place frees within one deadline.
  if (code !== "BAD_REQUEST" && ctx.res && !ctx.res.headersSent) {
    ctx.res.setHeader("Retry-After", String(LOGO_FETCH_DEADLINE_MS / 1000));
  }
  fail(code, `errors.jerseys.logo.${reason}`);
}

/** The logo at `url` for this visitor, within the caps; `signal` is the visitor's request. */
export async function logoForVisitor(
  ctx: Context,
  url: string,
  signal?: AbortSignal,
  { caps = LOGO_FETCH_CAPS, ...fetchOptions }: LogoFetchOptions & { caps?: Readonly<LogoFetchCaps> } = {},
) {
  const visitor = inFlight.claim(`visitor:${ctx.ip}`, caps.perVisitor);
  if (!visitor) refuse(ctx, "visitorBusy");
  const overall = inFlight.claim("overall", caps.overall);
  try {
    if (!overall) refuse(ctx, "busy");
    const claimAddress = (address: string) => inFlight.claim(`target:${addressKey(address)}`, caps.perTarget);
    const options = { ...ctx.outbound, timeoutMs: LOGO_FETCH_DEADLINE_MS, signal, claimAddress, ...fetchOptions };
    return { dataUrl: await fetchLogoDataUrl(url, options) };
  } catch (error) {
    if (error instanceof LogoRefusal) refuse(ctx, error.reason);
    // Nobody is waiting for an answer; tRPC's code for that keeps it out of the error log.
    if (error instanceof LogoFetchCancelled) fail("CLIENT_CLOSED_REQUEST", "errors.jerseys.logo.unreachable");
    throw error;
  } finally {
    overall?.();
    visitor();
  }
}

export const logoProcedures = {
  /** Not a spec path: the designer's way to draw a logo whose server forbids cross-origin use. */
  logo: publicProcedure
    .input(z.object({ url: logoUrl }))
    .output(z.object({ dataUrl: z.string() }))
    .query(async ({ ctx, input, signal }) => {
      await enforceRateLimit(ctx, "jerseyLogo");
      return logoForVisitor(ctx, input.url, signal);
    }),
};
