import { useCallback, useMemo } from "react";
import { sumCents } from "~/lib/money";
import { trpc } from "~/lib/trpc";
import { useCartSessionId } from "./cart-session";

/** The visitor's cart: lines priced by the server, their count and total, and the calls that change it. */
export function useCart() {
  const sessionId = useCartSessionId();
  const utils = trpc.useUtils();
  const query = trpc.commerce.cart.useQuery({ sessionId: sessionId ?? "" }, { enabled: !!sessionId });
  const refresh = useCallback(() => utils.commerce.cart.invalidate(), [utils]);
  const add = trpc.commerce.addToCart.useMutation({ onSettled: refresh });
  const update = trpc.commerce.updateCartItem.useMutation({ onSettled: refresh });
  const remove = trpc.commerce.removeCartItem.useMutation({ onSettled: refresh });
  const lines = useMemo(() => query.data ?? [], [query.data]);
  return {
    sessionId,
    lines,
    isLoading: !sessionId || query.isLoading,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    /** Display only: checkout prices the cart again on the server. */
    total: sumCents(lines.map((l) => l.lineTotal ?? 0)),
    hasUnavailable: lines.some((l) => !l.available),
    add, update, remove, refresh,
  };
}
export type Cart = ReturnType<typeof useCart>;
