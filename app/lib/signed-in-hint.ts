import { useEffect, useSyncExternalStore } from "react";
import { hasSignedInCookie, SIGNED_IN_COOKIE } from "@shared/signed-in-cookie";

const noSubscription = () => () => {};

/**
 * Whether the session's script-readable hint is there; read on every render (a sign-in or out is followed
 * by a navigation). False on the server: pages are the same for everyone, so what depends on it shows after
 * hydration, and the boot script below hides the header's "Sign in" before the first paint.
 */
export function useSignedInHint(): boolean {
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSignedInCookie(document.cookie),
    () => false,
  );
  // Keeps the boot script's mark in step after a sign-in or out without a page load.
  useEffect(() => {
    document.documentElement.toggleAttribute("data-signed-in", signedIn);
  }, [signedIn]);
  return signedIn;
}

/**
 * Marks <html data-signed-in> before the first paint when the hint is there, so a signed-in person never
 * sees "Sign in" flash before hydration (app.css hides `.signed-out-only` under the mark).
 */
export const signedInBootScript = `(function(){try{if(document.cookie.split(/;\\s*/).indexOf("${SIGNED_IN_COOKIE}=1")>=0)document.documentElement.setAttribute("data-signed-in","");}catch(e){}})();`;
