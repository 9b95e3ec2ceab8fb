import { createTRPCReact } from "@trpc/react-query";
import { httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { QueryClient } from "@tanstack/react-query";
import superjson from "superjson";
import type { AppRouter } from "../../routers/index";

export const trpc = createTRPCReact<AppRouter>();

/** The most calls one batched request may carry; the server refuses larger batches (server/app.ts). */
export const MAX_BATCH_SIZE = 10;

/** Spec §9: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // Subscriptions (live scores) stream over Server-Sent Events; EventSource reconnects by itself.
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: "/trpc", transformer: superjson }),
        false: httpBatchLink({ url: "/trpc", transformer: superjson, maxItems: MAX_BATCH_SIZE }),
      }),
    ],
  });
}
