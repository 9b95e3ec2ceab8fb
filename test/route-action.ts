import type { FormResult } from "../app/lib/form-result";
import type { Context } from "../server/trpc";
import type { Lang } from "../server/i18n";
import type { Harness } from "./harness";

/** A page route's `action` (app/routes/*), as the tests call it. */
export type RouteAction = (args: never) => Promise<unknown>;
export type PostOptions = { lang?: Lang; user?: Context["user"]; visitor?: string };

/** The session user of an account, as the tRPC context carries it. */
export const sessionUser = (u: {
  id: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}): NonNullable<Context["user"]> => ({ id: u.id, email: u.email, role: u.role, firstName: u.firstName, lastName: u.lastName });

/**
 * Posts to a page's action as React Router hands it over — the request, and the in-process caller as
 * `context.trpc`, signed in as `user` (sign-in required, as in production) — and answers the status
 * and the action's result.
 */
export function routeActions(h: Harness) {
  async function post(
    run: RouteAction,
    path: string,
    body: string,
    type: string,
    { lang = "en", user = null, visitor }: PostOptions = {},
  ) {
    const request = new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": type }, body });
    const context = { lang, trpc: h.caller({ lang, authMode: "required", user, visitor }) };
    const answer = (await run({ request, context } as never)) as { data: FormResult; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, result: answer.data };
  }
  return {
    /** Any body of any type (a malformed one, say). */
    post,
    /** A plain form post (no JavaScript): the fields, the intent among them. */
    form: (run: RouteAction, path: string, fields: Record<string, string>, opts?: PostOptions) =>
      post(run, path, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", opts),
    /** The enhanced client's post: `{ intent, input }` as JSON. */
    json: (run: RouteAction, path: string, body: unknown, opts?: PostOptions) =>
      post(run, path, JSON.stringify(body), "application/json", opts),
  };
}
