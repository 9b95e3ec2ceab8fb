import { useCallback, useMemo, useState } from "react";
import { sumCents } from "@shared/money";
import { fetchRead, useRead } from "~/lib/rest";
import { useIntent } from "~/components/forms/use-intent";
import { useCartSessionId } from "./cart-session";
import type { CartLine } from "./types";

/** A cart line as the REST bridge sends it: its date as an ISO string. */
export type CartLineJson = Omit<CartLine, "addedAt"> & { addedAt: string };

const cartPath = (sessionId: string) => `/api/cart/${encodeURIComponent(sessionId)}`;

/**
 * A change to the cart: a post to /shop's action (its intent), which calls the cart procedure in-process.
 * `send` resolves with the action's answer once the cart has been read again; `isPending` is true until then.
 * Refusals are not toasted here: the cart panel and the store say what failed in their own words.
 */
function useCartChange<I>(intent: string, refresh: () => Promise<unknown>) {
  const { send: post } = useIntent<I>({ action: "/shop", intent, failureToast: false });
  const [pending, setPending] = useState(0);
  const send = useCallback(
    async (input: I) => {
      setPending((n) => n + 1);
      try {
        return await post(input);
      } finally {
        await refresh().catch(() => undefined);
        setPending((n) => n - 1);
      }
    },
    [post, refresh],
  );
  return { send, isPending: pending > 0 };
}

type AddInput = { sessionId: string; productId: string; variantId: string; teamId: string; quantity: number };
type UpdateInput = { id: string; sessionId: string; quantity: number };
type RemoveInput = { id: string; sessionId: string };

/** The visitor's cart: lines priced by the server, their count and total, and the calls that change it. */
export function useCart() {
  const sessionId = useCartSessionId();
  const query = useRead<CartLineJson[]>(sessionId ? cartPath(sessionId) : null);
  const refresh = useCallback(() => (sessionId ? fetchRead(cartPath(sessionId), "force") : Promise.resolve()), [sessionId]);
  const add = useCartChange<AddInput>("addToCart", refresh);
  const update = useCartChange<UpdateInput>("updateCartItem", refresh);
  const remove = useCartChange<RemoveInput>("removeCartItem", refresh);
  const lines = useMemo(() => query.data ?? [], [query.data]);
  return {
    sessionId,
    lines,
    isLoading: !sessionId || query.isLoading,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    /** Display only: checkout prices the cart again on the server. */
    total: sumCents(lines.map((l) => l.lineTotal ?? 0)),
    hasUnavailable: lines.some((l) => !l.available),
    add,
    update,
    remove,
    refresh,
  };
}
export type Cart = ReturnType<typeof useCart>;
