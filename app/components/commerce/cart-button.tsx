import { useTranslation } from "~/lib/translations";
import { ShoppingCart } from "lucide-react";

/** Opens the cart panel; the badge is the number of items (spec: cart button with item-count badge). */
export function CartButton({ count, onClick, className = "" }: { count: number; onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`btn btn-primary gap-2 ${className}`} onClick={onClick} data-testid="cart-button">
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span>{t("commerce.cart.button")}</span>
      <span className="badge badge-secondary" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
      <span className="sr-only">{t("commerce.cart.itemCount", { count })}</span>
    </button>
  );
}
