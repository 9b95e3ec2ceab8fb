import { useId, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { ShoppingCart } from "lucide-react";
import { formatCents, formatPriceDifference } from "@shared/money";
import { productIcon } from "./product-icon";
import type { StoreProduct } from "./types";

/** One product of a team store: keyword icon, size choice with its price difference, Add to Cart. */
export function ProductCard({
  product,
  onAdd,
  adding,
}: {
  product: StoreProduct;
  onAdd: (variantId: string) => void;
  adding: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [variantId, setVariantId] = useState("");
  const selectId = useId();
  const Icon = productIcon(product.name);
  const lang = i18n.language;
  return (
    <article className="card bg-base-100 shadow-sm ring-1 ring-base-300" data-testid="product-card">
      <div className="card-body gap-3">
        <div className="flex items-start gap-3">
          <span className="rounded-box bg-primary/10 p-3 text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <div className="min-w-0">
            <h3 className="card-title text-base">{product.name}</h3>
            <p className="text-sm text-base-content/80">{t(`commerce.categories.${product.category}`)}</p>
          </div>
        </div>
        {product.description ? <p className="text-sm">{product.description}</p> : null}
        <p className="text-lg font-bold">{formatCents(product.basePrice, lang)}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t("commerce.product.size")}
          </label>
          <select
            id={selectId}
            className="select select-bordered w-full"
            value={variantId}
            onChange={(e) => setVariantId(e.target.value)}
            data-testid="variant-select"
          >
            <option value="">{t("commerce.product.chooseSize")}</option>
            {product.variants.map((v) => {
              const diff = formatPriceDifference(v.price, product.basePrice, lang);
              return (
                <option key={v.id} value={v.id}>
                  {diff
                    ? t("commerce.product.variantWithDiff", { size: v.size, price: formatCents(v.price, lang), diff })
                    : t("commerce.product.variant", { size: v.size, price: formatCents(v.price, lang) })}
                </option>
              );
            })}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!variantId || adding}
          onClick={() => onAdd(variantId)}
          aria-label={t("commerce.product.addToCartFor", { name: product.name })}
          data-testid="add-to-cart"
        >
          <ShoppingCart aria-hidden="true" className="size-4" /> {t("commerce.product.addToCart")}
        </button>
      </div>
    </article>
  );
}
