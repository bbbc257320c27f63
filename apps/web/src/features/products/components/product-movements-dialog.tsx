import type { Product } from "@comanda/domain";
import { Suspense } from "react";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";

// Its own chunk, fetched when first opened: the list's first load does not carry it.
const StockMovementsDialog = lazyPart(
  async () => (await import("@/components/stock-movements-dialog")).StockMovementsDialog,
);

/** Spread on what opens the dialog: hovering or focusing it starts the download. */
export const productMovementsPreload = preloadOnIntent(StockMovementsDialog);

const units = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });
const unitsText = (quantity: number) =>
  `${units.format(quantity)} ${Math.abs(quantity) === 1 ? "unidad" : "unidades"}`;

type ProductMovementsDialogProps = { product: Product | null; open: boolean; onClose: () => void };

/** Decision 019: the product's stock history. Mounted once first opened, so it can fade out. */
export function ProductMovementsDialog({ product, open, onClose }: ProductMovementsDialogProps) {
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <StockMovementsDialog
        open={open}
        title={`Movimientos de ${product.name}`}
        path={`/products/${product.id}/movements`}
        formatQuantity={unitsText}
        onClose={onClose}
      />
    </Suspense>
  );
}
