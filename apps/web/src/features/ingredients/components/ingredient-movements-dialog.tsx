import { formatQuantity, type Ingredient, toThousandths } from "@comanda/domain";
import { Suspense } from "react";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";

// Its own chunk, fetched when first opened: the list's first load does not carry it.
const StockMovementsDialog = lazyPart(
  async () => (await import("@/components/stock-movements-dialog")).StockMovementsDialog,
);

/** Spread on what opens the dialog: hovering or focusing it starts the download. */
export const ingredientMovementsPreload = preloadOnIntent(StockMovementsDialog);

type IngredientMovementsDialogProps = { ingredient: Ingredient | null; open: boolean; onClose: () => void };

/** Decision 019: the ingredient's stock history. Mounted once first opened, so it can fade out. */
export function IngredientMovementsDialog({ ingredient, open, onClose }: IngredientMovementsDialogProps) {
  if (!ingredient) return null;
  const { unit } = ingredient;
  return (
    <Suspense fallback={null}>
      <StockMovementsDialog
        open={open}
        title={`Movimientos de ${ingredient.name}`}
        path={`/ingredients/${ingredient.id}/movements`}
        // e.g. -0.25 → "-0,25 kg"
        formatQuantity={(quantity) => formatQuantity(toThousandths(quantity), unit)}
        onClose={onClose}
      />
    </Suspense>
  );
}
