import { useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import superjson from "superjson";
import type { AppRouter } from "../../routers/index";
import { MAX_BATCH_SIZE } from "@shared/api-limits";

/**
 * `useTRPC()` gives the procedures' query, mutation and subscription options for TanStack Query's own
 * hooks (`useQuery(trpc.teams.list.queryOptions())`) and their keys for the cache
 * (`queryClient.invalidateQueries(trpc.staff.pathFilter())`); `useTRPCClient()` the plain client.
 */
const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
export { useTRPC, useTRPCClient };

/** Spec §9: no refetch interval, no refetch on focus, never stale, no retries. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

function createTrpcClient() {
  return createTRPCClient<AppRouter>({
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

type Clients = { queryClient: QueryClient; trpcClient: ReturnType<typeof createTrpcClient> };
let pageClients: Clients | undefined;
/** One query cache and client per page in the browser, whichever provider asks; a fresh pair per server render. */
function clients(): Clients {
  const make = () => ({ queryClient: createQueryClient(), trpcClient: createTrpcClient() });
  if (typeof window === "undefined") return make();
  return (pageClients ??= make());
}

/**
 * The tRPC and TanStack Query context. It is not in the root: only the screens that call procedures
 * from the browser (admin, forms, dialogs) load these clients, so the public pages' first download
 * does without them (decision 006). Every provider of a page shares one cache, so a dialog's mutation
 * invalidates what its page's queries show.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(clients);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** `Component` inside a TrpcProvider: for a route or a lazily loaded dialog whose components call tRPC hooks. */
export function withTrpc<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  return function WithTrpc(props: P) {
    return (
      <TrpcProvider>
        <Component {...props} />
      </TrpcProvider>
    );
  };
}
