import { formatMoney, MAX_ORDER_CENTAVOS, orderTotal, productDemand } from "@comanda/domain";
import { AppError } from "../../../errors.ts";
import type { LineFields } from "../read/order-rows.ts";
import type { OrderCatalog, OrderContentValues, SoldProduct } from "./order-catalog.ts";

export type PricedOrder = {
  /** as `order_line` stores them (decision 078): money in centavos */
  lines: LineFields[];
  /** centavos */
  total: number;
  /** units each product gives up, combos expanded (docs/product.md#api) */
  demand: Map<string, number>;
};

/**
 * The order's lines and total from the catalog's prices, never the client's (docs/product.md#rules): product lines in
 * the order given, then each combo followed by its products (`combo-item`, units sold, no price).
 */
export const priceOrder = (catalog: OrderCatalog, input: OrderContentValues): PricedOrder => {
  const lines: LineFields[] = [];
  // checkSellable made sure every product and combo named is here.
  const productOf = (id: string) => catalog.products.get(id) as SoldProduct;
  for (const line of input.products) {
    const product = productOf(line.product_id);
    lines.push({
      position: lines.length,
      kind: "product",
      parent_position: null,
      item_id: product.id,
      name: product.name,
      category_id: product.categoryId,
      quantity: line.quantity,
      unit_price: product.price,
      subtotal: product.price * line.quantity,
    });
  }
  const combos = input.promotions.map((line) => {
    const combo = catalog.combos.get(line.promotion_id);
    if (!combo) throw new Error(`unchecked promotion ${line.promotion_id}`);
    const position = lines.length;
    lines.push({
      position,
      kind: "promotion",
      parent_position: null,
      item_id: combo.id,
      name: combo.name,
      category_id: null,
      quantity: line.quantity,
      unit_price: combo.value,
      subtotal: combo.value * line.quantity,
    });
    for (const item of combo.items) {
      const product = productOf(item.productId);
      lines.push({
        position: lines.length,
        kind: "combo-item",
        parent_position: position,
        item_id: product.id,
        name: product.name,
        category_id: product.categoryId,
        quantity: item.quantityNeeded * line.quantity,
        unit_price: 0,
        subtotal: 0,
      });
    }
    return { quantity: line.quantity, items: combo.items };
  });
  const total = orderTotal(lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })));
  // Decision 068: past this an order cannot be real; it bounds every line (price × quantity) too.
  if (!Number.isSafeInteger(total) || total > MAX_ORDER_CENTAVOS) {
    const message = `El total del pedido supera el máximo de ${formatMoney(MAX_ORDER_CENTAVOS)}.`;
    throw new AppError("invalid-argument", message, { products: message });
  }
  const demand = productDemand(
    input.products.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
    combos,
  );
  return { lines, total, demand };
};
