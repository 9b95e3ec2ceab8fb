import { TRPCError } from "@trpc/server";
import type { Route } from "./+types/admin-report";
import { describeRefusal } from "~/lib/form-action.server";

/**
 * Resource route: the admin dashboard's report (teams, standings, registrations) as a CSV download in
 * the admin's language. The overview tab links here, so it also works without JavaScript. A refusal
 * (signed out, not an admin) is the procedure's status with its translated reason as plain text.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { filename, csv } = await context.trpc.admin.report();
    // A byte-order mark so spreadsheets read the accents of names as UTF-8.
    return new Response(`\uFEFF${csv}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "Content-Language": context.lang,
      },
    });
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const { status, message } = describeRefusal(e, context.lang);
    return new Response(message, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
