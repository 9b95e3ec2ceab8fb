import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (app/entry.server.tsx).
 * Undefined in the browser, which hides nonces from scripts anyway; inline scripts only run once,
 * from the server's HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}
