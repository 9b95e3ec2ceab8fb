import { data } from "react-router";
import { TRPCError } from "@trpc/server";

/**
 * A page loader's read of one thing by the id in its URL: an unknown id (NOT_FOUND) or one that is no
 * id at all (BAD_REQUEST from the input schema) makes the page a 404, rendered by the route's error
 * boundary; anything else stays an error.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (e) {
    if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) throw data(null, { status: 404 });
    throw e;
  }
}
