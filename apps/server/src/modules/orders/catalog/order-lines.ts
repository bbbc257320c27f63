import {
  checkChoices,
  comboChoicesKey,
  formatMoney,
  lineKey,
  lineUnitPrice,
  MAX_ORDER_CENTAVOS,
  orderTotal,
  priceComboChoices,
  productDemand,
  type StoredLineOption,
  storedOptionIngredients,
  storedOptions,
} from "@comanda/domain";
import { AppError } from "../../../errors.ts";
import type { LineFields } from "../read/order-rows.ts";
import type { OrderCatalog, OrderContentValues, SoldCombo, SoldProduct } from "./order-catalog.ts";

export type PricedOrder = {
  /** as `order_line` stores them (decision 078): money in centavos */
  lines: LineFields[];
  /** centavos */
  total: number;
  /** units each product gives up, combos expanded (docs/product.md#api) */
  demand: Map<string, number>;
  /** Decision 080: what the lines' options take (positive) or spare (negative) beyond the recipes, thousandths */
  optionIngredients: Map<string, number>;
};

type Sold = { id: string; name: string; categoryId: string | null };

/** One stored line: its subtotal is always its unit price times its quantity (0 for a combo's products). */
const lineOf = (
  position: number,
  kind: LineFields["kind"],
  parentPosition: number | null,
  item: Sold,
  quantity: number,
  unitPrice: number,
  extra: { note: string | null; options: readonly StoredLineOption[]; course: string | null } = {
    note: null,
    options: [],
    course: null,
  },
): LineFields => ({
  position,
  kind,
  parent_position: parentPosition,
  item_id: item.id,
  name: item.name,
  category_id: item.categoryId,
  quantity,
  unit_price: unitPrice,
  subtotal: unitPrice * quantity,
  note: extra.note,
  options: extra.options.length === 0 ? null : JSON.stringify(extra.options),
  course: extra.course,
});

/** Units of each product the stored lines have, alone or in combos: what an edit may keep of one 'Agotado'. */
export const unitsOf = (lines: readonly LineFields[]) => {
  const units = new Map<string, number>();
  for (const line of lines)
    if (line.kind !== "promotion") units.set(line.item_id, (units.get(line.item_id) ?? 0) + line.quantity);
  return units;
};

/**
 * Decision 086: no more units of a product 'Agotado' today than the order already had (`keptUnits`, an edit's
 * or a round's order before it): 409 naming the product, on its line or on the combo that brings it.
 */
const checkSoldOut = (
  catalog: OrderCatalog,
  input: OrderContentValues,
  demand: ReadonlyMap<string, number>,
  keptUnits: ReadonlyMap<string, number>,
) => {
  for (const [id, units] of demand) {
    const product = catalog.products.get(id);
    if (!product?.soldOut || units <= (keptUnits.get(id) ?? 0)) continue;
    const line = input.products.findIndex((each) => each.product_id === id);
    if (line >= 0) {
      const message = `Se agotó ${product.name} por hoy: sacá esa línea del pedido.`;
      throw new AppError("aborted", message, { [`products.${line}.product_id`]: message });
    }
    const index = input.promotions.findIndex((each) =>
      catalog.combos.get(each.promotion_id)?.items.some((item) => item.productId === id),
    );
    const combo = catalog.combos.get(input.promotions[index]?.promotion_id ?? "");
    const message = `Se agotó ${product.name} por hoy: sacá la promoción ${combo?.name ?? ""} del pedido.`;
    throw new AppError("aborted", message, { [`promotions.${index}.promotion_id`]: message });
  }
};

const refusedChoice = (problem: string, stale: boolean, field: string) =>
  new AppError(stale ? "aborted" : "invalid-argument", problem, { [field]: problem });

/**
 * Decision 080: a combo line's unit price and its products' options from the catalog, when the line says their
 * choices (`priceComboChoices`); without them, the combo as it is set up. An edit keeping the combo with the
 * same choices (`kept`, `comboChoicesKey`) may keep an option gone 'Agotado'.
 */
const comboChoicesOf = (
  catalog: OrderCatalog,
  combo: SoldCombo,
  line: OrderContentValues["promotions"][number],
  kept: ReadonlySet<string>,
  index: number,
) => {
  if (!line.items?.length) return { unitPrice: combo.value, options: new Map<string, StoredLineOption[]>() };
  const components = combo.items.map((item) => ({
    productId: item.productId,
    name: catalog.products.get(item.productId)?.name ?? "",
    quantityNeeded: item.quantityNeeded,
    recipe: catalog.recipes.get(item.productId) ?? [],
    groups: catalog.groups.get(item.productId) ?? [],
  }));
  const choices = line.items.map((item) => ({ productId: item.product_id, optionIds: item.options }));
  const key = comboChoicesKey(combo.id, choices);
  const priced = priceComboChoices(combo.name, combo.value, components, choices, kept.has(key));
  if ("problem" in priced) throw refusedChoice(priced.problem, priced.stale, `promotions.${index}.items`);
  return {
    unitPrice: priced.unitPrice,
    options: new Map(priced.items.map((item) => [item.productId, item.options])),
  };
};

/**
 * The order's lines and total from the catalog's prices, never the client's (docs/product.md#rules): product lines in
 * the order given, each with its options checked against its product's groups and priced from the catalog
 * (decision 080), then each combo followed by its products (`combo-item`, units sold, no price). `kept`: the
 * keys (domain `lineKey`) of lines an edit leaves as they were, whose options may have gone 'Agotado' since;
 * `keptUnits` (`unitsOf`) the units of each product it had, which it may keep if the product went 'Agotado'.
 */
export const priceOrder = (
  catalog: OrderCatalog,
  input: OrderContentValues,
  kept: ReadonlySet<string> = new Set(),
  keptUnits: ReadonlyMap<string, number> = new Map(),
): PricedOrder => {
  const lines: LineFields[] = [];
  const optionLines: { quantity: number; options: StoredLineOption[] }[] = [];
  // checkSellable made sure every product and combo named is here.
  const productOf = (id: string) => catalog.products.get(id) as SoldProduct;
  input.products.forEach((line, index) => {
    const product = productOf(line.product_id);
    const key = lineKey({ itemId: line.product_id, optionIds: line.options, note: line.note });
    const groups = catalog.groups.get(product.id) ?? [];
    const chosen = checkChoices(product.name, groups, line.options, kept.has(key));
    if ("problem" in chosen) throw refusedChoice(chosen.problem, chosen.stale, `products.${index}.options`);
    const options = storedOptions(catalog.recipes.get(product.id) ?? [], chosen);
    optionLines.push({ quantity: line.quantity, options });
    const unitPrice = lineUnitPrice(product.price, chosen);
    lines.push(
      lineOf(lines.length, "product", null, product, line.quantity, unitPrice, {
        note: line.note,
        options,
        // Decision 082: the course the line was given, else the product's.
        course: line.course === undefined ? product.courseId : line.course,
      }),
    );
  });
  const combos = input.promotions.map((line, index) => {
    const combo = catalog.combos.get(line.promotion_id);
    if (!combo) throw new Error(`unchecked promotion ${line.promotion_id}`);
    const chosen = comboChoicesOf(catalog, combo, line, kept, index);
    const position = lines.length;
    lines.push(
      lineOf(position, "promotion", null, { ...combo, categoryId: null }, line.quantity, chosen.unitPrice),
    );
    for (const item of combo.items) {
      const product = productOf(item.productId);
      const units = item.quantityNeeded * line.quantity;
      const options = chosen.options.get(item.productId) ?? [];
      if (options.length > 0) optionLines.push({ quantity: units, options });
      lines.push(
        lineOf(lines.length, "combo-item", position, product, units, 0, {
          note: null,
          options,
          course: null,
        }),
      );
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
  checkSoldOut(catalog, input, demand, keptUnits);
  return { lines, total, demand, optionIngredients: storedOptionIngredients(optionLines) };
};
