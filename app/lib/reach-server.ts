import { isRouteErrorResponse } from "react-router";
import type { FormFailure } from "./form-result";

/**
 * A route's `clientAction` for writes that must survive a lost connection (the match console's
 * offline queue, decision 008): it passes the post to the route's server action unchanged, and
 * answers a failed connection (fetch failed, or a proxy's 5xx page instead of the app) as a refusal
 * with status 0 rather than the route's error page, so the caller can keep the write and send it
 * again. A post without JavaScript never runs it.
 */
export async function reachServer({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return await serverAction();
  } catch (error) {
    // A fresh object each time: the caller tells one answer from the next by identity.
    if (error instanceof TypeError || (isRouteErrorResponse(error) && error.status >= 500)) return { ...UNREACHABLE };
    throw error;
  }
}

const UNREACHABLE: FormFailure = {
  ok: false,
  intent: null,
  status: 0,
  message: "",
  fields: {},
  reply: { status: "error", error: {} },
};

/** Whether an answer is `reachServer`'s: the server was not reached (offline), not a refusal. */
export const isUnreachable = (answer: { ok: boolean; status?: number }) => !answer.ok && answer.status === 0;
