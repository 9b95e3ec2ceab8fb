import { useRouteLoaderData } from "react-router";

/**
 * The request time the root loader read on the server, handed to the browser with its data, so dates
 * derived from it render the same on both sides. Date.now() only outside a route tree.
 */
export function useServerNow(): number {
  const root = useRouteLoaderData<{ now?: number }>("root");
  return root?.now ?? Date.now();
}
