import { TRPCError } from "@trpc/server";
import type { z, ZodType } from "zod";
import type { ServerCaller } from "../../server/context";
import { intent, type Intent } from "./form-action.server";

const GATE_CODES = new Set<TRPCError["code"]>(["UNAUTHORIZED", "FORBIDDEN"]);

/**
 * An intent whose form schema reshapes what was typed before the procedure reads it (a salary typed
 * in dollars, stored in cents: AddStaffFormSchema, CreateTaskFormSchema, ContractFormSchema). The
 * action parses with the form schema, so a posted form and the enhanced dialog are read alike, and
 * the procedure gets its own input shape.
 *
 * When the parse fails, the procedure is still asked first, with no input at all: its gate answers a
 * visitor 401/403 whatever they sent, as over tRPC (server/trpc.ts, adminProcedure). For someone the
 * gate lets through, no input is refused by the procedure's own object schema (nothing is written),
 * and the form's field errors are answered (400).
 */
export function formIntent<S extends ZodType, O>(schema: S, run: (trpc: ServerCaller, input: z.output<S>) => Promise<O>): Intent<S, O> {
  return intent(schema, async (trpc, typed) => {
    const parsed = schema.safeParse(typed);
    if (parsed.success) return run(trpc, parsed.data);
    await run(trpc, undefined as never).catch((e: unknown) => {
      if (e instanceof TRPCError && GATE_CODES.has(e.code)) throw e;
    });
    throw new TRPCError({ code: "BAD_REQUEST", cause: parsed.error });
  });
}
