import { useId, useMemo, useState, type ReactNode } from "react";
import { useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "~/lib/translations";
import { FilterX, LayoutGrid, List, SearchX } from "lucide-react";
import type { Route } from "./+types/shop";
import { PageHeader } from "~/components/ui/page-header";
import { EmptyState } from "~/components/ui/empty-state";
import { SkeletonGrid } from "~/components/ui/skeleton";
import { CartButton } from "~/components/commerce/cart-button";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { OrderConfirmation } from "~/components/commerce/order-confirmation";
import { StoreDialog } from "~/components/commerce/store-dialog";
import { TeamCard } from "~/components/commerce/team-card";
import {
  DEFAULT_FILTERS,
  STORE_SORTS,
  categoryCounts,
  filterTeams,
  storeTrades,
  isFiltered,
  productCounts,
  type StoreCategory,
  type StoreFilters,
  type StoreSort,
} from "~/components/commerce/store-filters";
import type { Checkout, PlacedOrder } from "~/components/commerce/types";
import { useCart } from "~/components/commerce/use-cart";
import { PRODUCT_CATEGORIES } from "@shared/forms/commerce.options";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { formAction, intent } from "~/lib/form-action.server";
import { isFormResult } from "~/lib/form-result";
import { CartAddSchema, CartLineRemoveSchema, CartLineUpdateSchema } from "@shared/forms/commerce.schema";

export const meta = pageMeta("shop", { share: true });

export async function loader({ context }: Route.LoaderArgs) {
  const [teams, products, payment] = await Promise.all([
    context.trpc.teams.list(),
    context.trpc.commerce.products(),
    context.trpc.commerce.paymentConfig(),
  ]);
  // The team list shows counts only; a store's products load when it opens (store-dialog.tsx). The
  // whole catalogue, a thousand ids, was two thirds of this page's HTML.
  return { teams, counts: categoryCounts(products), payment };
}

/**
 * The cart's writes: the store's Add and the cart panel's quantity and remove buttons post
 * here; the procedures check the line belongs to the posted session. Public procedures, so no gate.
 */
export const action = formAction({
  addToCart: intent(CartAddSchema, (trpc, input) => trpc.commerce.addToCart(input)),
  updateCartItem: intent(CartLineUpdateSchema, (trpc, input) => trpc.commerce.updateCartItem(input)),
  removeCartItem: intent(CartLineRemoveSchema, (trpc, input) => trpc.commerce.removeCartItem(input)),
});

/** A cart change re-reads the cart only (use-cart.ts): the teams and the catalogue counts do not change. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isFormResult(actionResult) ? false : defaultShouldRevalidate;
}

// The cart and the checkout (and the zod schemas they share with the server) load when first opened.
const CartPanel = lazyDialog(() => import("~/components/commerce/cart-panel").then((m) => m.CartPanel));
const CheckoutDialog = lazyDialog(
  () => import("~/components/commerce/checkout-dialog").then((m) => m.CheckoutDialog),
  (p) => p.checkout !== null,
);

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["commerce"],
  // Products and payment settings change only through the seed or a restart: the expiry covers them.
  cache: { tags: ["teams"], maxAgeSeconds: 30 },
};

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { teams, counts: catalogue, payment } = loaderData;
  const navigation = useNavigation();
  const [filters, setFilters] = useState<StoreFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<"grid" | "list">("grid");
  const [storeTeamId, setStoreTeamId] = useState<string | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const cart = useCart();

  const trades = useMemo(() => storeTrades(teams, i18n.language), [teams, i18n.language]);
  const counts = useMemo(() => productCounts(catalogue, filters.category), [catalogue, filters.category]);
  const shown = useMemo(() => filterTeams(teams, filters, i18n.language), [teams, filters, i18n.language]);
  const set =
    <K extends keyof StoreFilters>(key: K) =>
    (value: StoreFilters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));

  function onPaid(order: PlacedOrder) {
    // Spec §4: on success the payment modal and the cart close and the cart refreshes.
    setCheckout(null);
    setCartOpen(false);
    cart.refresh();
    setPlaced(order);
  }

  return (
    <>
      <PageHeader
        title={t("pages.shop.title")}
        description={t("pages.shop.description")}
        badge={t("commerce.teamCount", { count: teams.length })}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.shop.title") }]}
        actions={<CartButton count={cart.itemCount} onClick={() => setCartOpen(true)} />}
      />
      {payment.provider === "demo" ? (
        <p className="alert alert-info mb-6" role="note" data-testid="demo-banner">
          {t("commerce.demoBanner")}
        </p>
      ) : null}

      <section
        aria-label={t("commerce.filters.label")}
        className="mb-6 grid gap-4 rounded-box bg-base-100 p-4 shadow-sm md:grid-cols-2 lg:grid-cols-4"
      >
        <FilterField label={t("commerce.filters.search")}>
          {(id) => (
            <input
              id={id}
              type="search"
              className="input input-bordered w-full"
              placeholder={t("commerce.filters.searchPlaceholder")}
              value={filters.search}
              onChange={(e) => set("search")(e.target.value)}
              data-testid="store-search"
            />
          )}
        </FilterField>
        <FilterField label={t("commerce.filters.trade")}>
          {(id) => (
            <select
              id={id}
              className="select select-bordered w-full"
              value={filters.trade}
              onChange={(e) => set("trade")(e.target.value)}
              data-testid="trade-filter"
            >
              <option value="all">{t("commerce.filters.allTrades")}</option>
              {trades.map((trade) => (
                <option key={trade} value={trade}>
                  {trade}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t("commerce.filters.category")}>
          {(id) => (
            <select
              id={id}
              className="select select-bordered w-full"
              value={filters.category}
              onChange={(e) => set("category")(e.target.value as StoreCategory)}
              data-testid="category-filter"
            >
              <option value="all">{t("commerce.filters.allCategories")}</option>
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`commerce.categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t("commerce.filters.sort")}>
          {(id) => (
            <select
              id={id}
              className="select select-bordered w-full"
              value={filters.sort}
              onChange={(e) => set("sort")(e.target.value as StoreSort)}
              data-testid="sort"
            >
              {STORE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`commerce.filters.sorts.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <div className="flex flex-wrap items-center justify-between gap-2 md:col-span-2 lg:col-span-4">
          <div className="join" role="group" aria-label={t("commerce.filters.view")}>
            <button
              type="button"
              className={`btn btn-sm join-item ${view === "grid" ? "btn-active" : ""}`}
              aria-pressed={view === "grid"}
              onClick={() => setView("grid")}
              data-testid="view-grid"
            >
              <LayoutGrid aria-hidden="true" className="size-4" /> {t("commerce.filters.grid")}
            </button>
            <button
              type="button"
              className={`btn btn-sm join-item ${view === "list" ? "btn-active" : ""}`}
              aria-pressed={view === "list"}
              onClick={() => setView("list")}
              data-testid="view-list"
            >
              <List aria-hidden="true" className="size-4" /> {t("commerce.filters.list")}
            </button>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setFilters(DEFAULT_FILTERS)}
            disabled={!isFiltered(filters)}
            data-testid="clear-filters"
          >
            <FilterX aria-hidden="true" className="size-4" /> {t("commerce.filters.clear")}
          </button>
        </div>
      </section>

      <p role="status" className="mb-4 text-sm text-base-content/80" data-testid="team-count">
        {t("commerce.teams.showing", { current: shown.length, total: teams.length })}
      </p>

      {navigation.state === "loading" && navigation.location?.pathname === "/shop" ? (
        <SkeletonGrid label={t("common.loading")} />
      ) : shown.length ? (
        <div
          className={view === "grid" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-3"}
          data-testid="team-results"
          data-view={view}
        >
          {shown.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              view={view}
              productCount={counts.get(team.id) ?? 0}
              onShop={() => setStoreTeamId(team.id)}
            />
          ))}
        </div>
      ) : (
        <EmptyState
          icon={SearchX}
          title={t("commerce.teams.noneTitle")}
          text={t("commerce.teams.noneText")}
          action={
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setFilters(DEFAULT_FILTERS)}>
              {t("commerce.filters.clear")}
            </button>
          }
        />
      )}

      <StoreDialog
        team={teams.find((tm) => tm.id === storeTeamId) ?? null}
        category={filters.category}
        cart={cart}
        onClose={() => setStoreTeamId(null)}
        onOpenCart={() => setCartOpen(true)}
      />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} cart={cart} onCheckout={setCheckout} />
      <CheckoutDialog
        checkout={checkout}
        payment={payment}
        sessionId={cart.sessionId}
        onClose={() => setCheckout(null)}
        onPaid={onPaid}
      />
      <OrderConfirmation order={placed} onClose={() => setPlaced(null)} />
    </>
  );
}

/** A labelled filter control (filters are never required, so no "optional" marker as form fields have). */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
