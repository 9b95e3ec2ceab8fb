/**
 * REST creations answer 201 with `Location` (RFC 9110 §15.3.2): the operations
 * below, by tRPC path, each with the address of what it made, filled in from its answer. The site's
 * own tRPC calls are not REST and keep their 200. `Location` is among the headers an idempotent
 * replay keeps (server/idempotency.ts), so a repeat answers the same 201.
 *
 * Listed are the POSTs that always make a new thing with an address in the API. Creations without
 * one (a form submission, a roster line) and POSTs that may answer an existing thing (a cart line
 * merged, a checkout's order found again by its key) keep 200.
 */
import type { TRPCError } from "@trpc/server";

export const CREATED_AT: Record<string, string> = {
  "admin.tokens.create": "/api/tokens/{id}",
  "admin.webhooks.create": "/api/webhooks/{id}",
  "matches.create": "/api/matches/{id}",
  "players.create": "/api/players/{id}",
  "staff.createTask": "/api/project-tasks/{id}",
  "jerseys.create": "/api/jersey-designs/{id}",
  "jerseys.copy": "/api/jersey-designs/{id}",
  "registrations.registerPlayer": "/api/admin/registrations/player/{id}",
  "registrations.registerStaff": "/api/admin/registrations/staff/{id}",
  "registrations.registerSponsor": "/api/admin/registrations/sponsor/{id}",
  "registrations.registerFranchise": "/api/admin/registrations/franchise/{id}",
  "registrations.registerCompany": "/api/sponsors/{id}",
};

/** The address of what a creation made: the template's `{field}`s taken from its answer; null when one is missing. */
function createdLocation(template: string, output: unknown) {
  const record = output && typeof output === "object" ? (output as Record<string, unknown>) : {};
  let missing = false;
  const location = template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = record[key];
    if (typeof value !== "string" && typeof value !== "number") missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : location;
}

/** trpc-to-openapi's `responseMeta`: 201 and `Location` for a listed creation that succeeded. */
export function restResponseMeta({ paths, data, errors }: { paths?: readonly string[]; data: unknown[]; errors: TRPCError[] }) {
  const template = paths?.length === 1 && !errors.length ? CREATED_AT[paths[0]] : undefined;
  const location = template ? createdLocation(template, data[0]) : null;
  return location ? { status: 201, headers: { Location: location } } : {};
}
