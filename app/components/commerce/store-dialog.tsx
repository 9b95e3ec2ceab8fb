import { useTranslation } from "~/lib/translations";
import { PackageOpen } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { useToast } from "~/components/ui/toast";
import { SkeletonGrid } from "~/components/ui/skeleton";
import { describeFailure } from "~/lib/forms";
import { useRead } from "~/lib/rest";
import { CartButton } from "./cart-button";
import { ProductCard } from "./product-card";
import type { StoreCategory } from "./store-filters";
import type { StoreProduct, StoreTeam } from "./types";
import type { Cart } from "./use-cart";

/** A team's products in the page's language, read when its store first opens (then kept for the page). */
const productsPath = (teamId: string, lang: string) => `/api/products?${new URLSearchParams({ teamId, lang })}`;

/** A team's store (spec: product cards, cart button with item-count badge). */
export function StoreDialog({
  team,
  category,
  cart,
  onClose,
  onOpenCart,
}: {
  team: StoreTeam | null;
  category: StoreCategory;
  cart: Cart;
  onClose: () => void;
  onOpenCart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const products = useRead<StoreProduct[]>(team ? productsPath(team.id, i18n.language) : null);
  const shown = (products.data ?? []).filter((p) => category === "all" || p.category === category);

  async function add(product: StoreProduct, variantId: string) {
    if (!cart.sessionId) return;
    const variant = product.variants.find((v) => v.id === variantId)!;
    const answer = await cart.add.send({
      sessionId: cart.sessionId,
      productId: product.id,
      variantId,
      teamId: product.teamId,
      quantity: 1,
    });
    if (answer.ok)
      toast({
        title: t("commerce.toast.added"),
        description: t("commerce.toast.addedText", { name: product.name, size: variant.size }),
        variant: "success",
      });
    else
      toast({
        title: t("commerce.toast.error"),
        description: describeFailure(answer, t("commerce.toast.addFailed")),
        variant: "destructive",
      });
  }

  return (
    <Dialog
      open={!!team}
      onClose={onClose}
      wide
      title={team ? t("commerce.store.title", { team: team.name }) : ""}
      description={team ? `${team.trade} · ${team.city}` : undefined}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-base-content/80">
          {!products.data
            ? null
            : category === "all"
              ? t("commerce.store.allProducts", { count: shown.length })
              : t("commerce.store.categoryProducts", { count: shown.length, category: t(`commerce.categories.${category}`) })}
        </p>
        <CartButton count={cart.itemCount} onClick={onOpenCart} className="btn-sm" />
      </div>
      {products.isLoading ? (
        <SkeletonGrid count={2} label={t("common.loading")} />
      ) : !products.data ? (
        <p className="alert alert-error" role="alert">
          {t("commerce.store.loadFailed")}
        </p>
      ) : shown.length ? (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="store-products">
          {shown.map((p) => (
            <ProductCard key={p.id} product={p} adding={cart.add.isPending} onAdd={(variantId) => void add(p, variantId)} />
          ))}
        </div>
      ) : (
        <EmptyState icon={PackageOpen} title={t("commerce.store.emptyTitle")} text={t("commerce.store.emptyText")} />
      )}
    </Dialog>
  );
}
