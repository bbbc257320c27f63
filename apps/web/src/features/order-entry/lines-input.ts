import type { OrderInput } from "@comanda/domain";
import type { OrderLineDraft } from "./order-draft";

/** The lines as POST /orders takes them: ids and quantities, never a price. */
export const linesInput = (
  lines: readonly OrderLineDraft[],
): Pick<OrderInput, "products" | "promotions"> => ({
  products: lines.flatMap((line) =>
    line.kind === "product"
      ? [
          {
            product_id: line.itemId,
            quantity: line.quantity,
            options: line.options.map((option) => option.id),
            note: line.note,
            ...(line.course === undefined ? {} : { course: line.course }),
          },
        ]
      : [],
  ),
  promotions: lines.flatMap((line) =>
    line.kind === "promotion"
      ? [
          {
            promotion_id: line.itemId,
            quantity: line.quantity,
            // Decision 080: the combo's products' choices; the server prices them.
            ...(line.choices?.length
              ? {
                  items: line.choices.map((choice) => ({
                    product_id: choice.productId,
                    options: choice.options.map((option) => option.id),
                  })),
                }
              : {}),
          },
        ]
      : [],
  ),
});
