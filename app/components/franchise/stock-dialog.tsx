import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ConformForm, SelectField, SubmitButton, TextField, useConformForm } from "~/components/forms/conform";
import { MAX_STOCK, StockSchema } from "@shared/forms/franchise.schema";
import { useTRPC } from "~/lib/trpc";

export type StockedProduct = { id: string; name: string; variants: Array<{ id: string; size: string; stock: number | null }> };

/** A manager's count of one size of a product (after a delivery or a stock-take). */
export function StockDialog({
  teamId,
  product,
  onClose,
}: {
  teamId: string;
  product: StockedProduct | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={!!product}
      onClose={onClose}
      title={t("franchise.stock.title", { product: product?.name ?? "" })}
      description={t("franchise.stock.text")}
    >
      {product ? <StockForm key={product.id} teamId={teamId} product={product} onClose={onClose} /> : null}
    </Dialog>
  );
}

function StockForm({ teamId, product, onClose }: { teamId: string; product: StockedProduct; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const first = product.variants[0];
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "setStock",
    schema: StockSchema,
    defaultValue: { variantId: first?.id, stockQuantity: first?.stock != null ? String(first.stock) : undefined },
    invalidate: () => queryClient.invalidateQueries(trpc.commerce.franchise.pathFilter()),
    onSuccess: () => {
      toast({ title: t("franchise.stock.saved"), description: product.name, variant: "success" });
      onClose();
    },
    failureToast: t("franchise.stock.failed"),
  });
  const { fields } = mutation;
  const sizes = product.variants.map((v) => ({
    value: v.id,
    label: t("franchise.store.sizeStock", { size: v.size, stock: v.stock ?? "—" }),
  }));
  return (
    <ConformForm conform={mutation} className="grid gap-4" testId="stock-form">
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="productId" value={product.id} />
      <SelectField field={fields.variantId} required options={sizes} />
      <TextField field={fields.stockQuantity} type="number" required min={0} max={MAX_STOCK} inputMode="numeric" />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("franchise.stock.submit")} busyLabel={t("common.submitting")} />
      </div>
    </ConformForm>
  );
}
