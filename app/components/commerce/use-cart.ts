import { useCallback, useMemo, useState } from "react";
import { sumCents } from "@shared/money";
import { fetchRead, rest, useRead } from "~/lib/rest";
import { useCartSessionId } from "./cart-session";
import type { CartLine } from "./types";

/** A cart line as the REST bridge sends it: its date as an ISO string. */
export type CartLineJson = Omit<CartLine, "addedAt"> & { addedAt: string };

const cartPath = (sessionId: string) => `/api/cart/${encodeURIComponent(sessionId)}`;

/**
 * A change to the cart, through the REST bridge (the shop's first download has no tRPC client, decision
 * 006): `mutateAsync` settles once the cart has been read again, and `isPending` is true until then.
 */
function useCartChange<I>(send: (input: I) => Promise<unknown>, refresh: () => Promise<unknown>) {
  const [pending, setPending] = useState(0);
  const mutateAsync = useCallback(
    async (input: I) => {
      setPending((n) => n + 1);
      try {
        return await send(input);
      } finally {
        await refresh().catch(() => undefined);
        setPending((n) => n - 1);
      }
    },
    [send, refresh],
  );
  return { mutateAsync, isPending: pending > 0 };
}

type AddInput = { sessionId: string; productId: string; variantId: string; teamId: string; quantity: number };
type UpdateInput = { id: string; sessionId: string; quantity: number };
type RemoveInput = { id: string; sessionId: string };
const addLine = (input: AddInput) => rest("POST", "/api/cart", input);
const updateLine = ({ id, ...body }: UpdateInput) => rest("PUT", `/api/cart/${encodeURIComponent(id)}`, body);
const removeLine = ({ id, sessionId }: RemoveInput) => rest("DELETE", `/api/cart/${encodeURIComponent(id)}?${new URLSearchParams({ sessionId })}`);

/** The visitor's cart: lines priced by the server, their count and total, and the calls that change it. */
export function useCart() {
  const sessionId = useCartSessionId();
  const query = useRead<CartLineJson[]>(sessionId ? cartPath(sessionId) : null);
  const refresh = useCallback(() => (sessionId ? fetchRead(cartPath(sessionId), "force") : Promise.resolve()), [sessionId]);
  const add = useCartChange(addLine, refresh);
  const update = useCartChange(updateLine, refresh);
  const remove = useCartChange(removeLine, refresh);
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
