import { useTranslation } from "~/lib/translations";
import { PackageOpen } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { useToast } from "~/components/ui/toast";
import { describeMutationError } from "~/lib/forms";
import { CartButton } from "./cart-button";
import { ProductCard } from "./product-card";
import type { StoreCategory } from "./store-filters";
import type { StoreProduct, StoreTeam } from "./types";
import type { Cart } from "./use-cart";

/** A team's store (spec: product cards, cart button with item-count badge). */
export function StoreDialog({ team, products, category, cart, onClose, onOpenCart }: {
  team: StoreTeam | null; products: StoreProduct[]; category: StoreCategory; cart: Cart; onClose: () => void; onOpenCart: () => void;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const shown = products.filter((p) => p.teamId === team?.id && (category === "all" || p.category === category));

  async function add(product: StoreProduct, variantId: string) {
    if (!cart.sessionId) return;
    const variant = product.variants.find((v) => v.id === variantId)!;
    try {
      await cart.add.mutateAsync({ sessionId: cart.sessionId, productId: product.id, variantId, teamId: product.teamId, quantity: 1 });
      toast({ title: t("commerce.toast.added"), description: t("commerce.toast.addedText", { name: product.name, size: variant.size }), variant: "success" });
    } catch (error) {
      toast({ title: t("commerce.toast.error"), description: describeMutationError(error, t("commerce.toast.addFailed")).message, variant: "destructive" });
    }
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
          {category === "all" ? t("commerce.store.allProducts", { count: shown.length }) : t("commerce.store.categoryProducts", { count: shown.length, category: t(`commerce.categories.${category}`) })}
        </p>
        <CartButton count={cart.itemCount} onClick={onOpenCart} className="btn-sm" />
      </div>
      {shown.length ? (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="store-products">
          {shown.map((p) => <ProductCard key={p.id} product={p} adding={cart.add.isPending} onAdd={(variantId) => void add(p, variantId)} />)}
        </div>
      ) : (
        <EmptyState icon={PackageOpen} title={t("commerce.store.emptyTitle")} text={t("commerce.store.emptyText")} />
      )}
    </Dialog>
  );
}
