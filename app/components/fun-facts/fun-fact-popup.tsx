import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useSignedInHint } from "~/lib/signed-in-hint";
import type { RandomSource } from "./trigger";

/**
 * A route change of this page, numbered, so each one is a new value even between the same two paths, with
 * how long the person has been known to be signed in (null for a visitor).
 */
export type RouteChange = { from: string; to: string; count: number; signedInForMs: number | null };

// A fact can only appear on a route change (spec §2), so its code and the facts load on the first one.
const FunFactCard = lazy(() => import("./fun-fact-card"));

/**
 * The fun-fact popup (spec §2): after a route change an unread fact may appear top right (top centre
 * while the navigation drawer is open), announced politely by this live region, which is on the page
 * from the start so that screen readers hear what appears in it (fun-fact-card.tsx).
 */
export function FunFactPopup({
  centered = false,
  autoHide = true,
  random = Math.random,
}: {
  centered?: boolean;
  autoHide?: boolean;
  random?: RandomSource;
}) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);
  const [change, setChange] = useState<RouteChange | null>(null);
  // Since when this page knows the person is signed in: a sign-in, or a page loaded signed in.
  const signedIn = useSignedInHint();
  const signedInSince = useRef<number | null>(null);
  if (!signedIn) signedInSince.current = null;
  else signedInSince.current ??= Date.now();

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    const since = signedInSince.current;
    const signedInForMs = since === null ? null : Date.now() - since;
    // The first render is a page load, not a route change.
    if (from !== null) setChange((last) => ({ from, to: pathname, count: (last?.count ?? 0) + 1, signedInForMs }));
  }, [pathname]);

  // On a phone the card sits at the foot of the screen, never over the page's heading.
  const position = centered ? "left-1/2 -translate-x-1/2 max-md:top-auto" : "right-4 max-md:left-4 max-md:top-auto";
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={`fixed top-20 z-40 w-[min(22rem,calc(100vw-2rem))] max-md:bottom-4 ${position}`}
    >
      {change ? (
        <Suspense fallback={null}>
          <FunFactCard change={change} autoHide={autoHide} random={random} />
        </Suspense>
      ) : null}
    </div>
  );
}
