import { useEffect, useState } from "react";

/** Browser storage key of the anonymous cart's session id (spec §3: generated once, kept in local storage). */
export const CART_SESSION_KEY = "tournament-cart-session";

function readOrCreate(storage: Storage): string {
  const stored = storage.getItem(CART_SESSION_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  storage.setItem(CART_SESSION_KEY, id);
  return id;
}

/** The cart's session id, available after hydration (null during server rendering). */
export function useCartSessionId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    try {
      setId(readOrCreate(window.localStorage));
    } catch {
      // Storage refused (private mode): a per-tab cart still works.
      setId(crypto.randomUUID());
    }
  }, []);
  return id;
}
