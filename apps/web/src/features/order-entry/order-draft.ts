import {
  comboAvailability,
  MAX_LINE_QUANTITY,
  type OrderInput,
  orderTotal,
  type ProductOption,
  type PromotionOption,
  pesosToCentavos,
  productDemand,
} from "@comanda/domain";

/** A product in the order as the dialog shows it; `stock` is null when the product is not tracked. */
export type ProductLine = {
  kind: "product";
  itemId: string;
  name: string;
  /** centavos */
  unitPrice: number;
  quantity: number;
  stock: number | null;
};

/** A combo in the order; its items carry their product's stock (null when not tracked). */
export type PromotionLine = {
  kind: "promotion";
  itemId: string;
  name: string;
  /** centavos */
  unitPrice: number;
  quantity: number;
  items: PromotionOption["items"];
};

export type OrderLineDraft = ProductLine | PromotionLine;

/** docs/product.md#screens offers "1 if no stock figure"; a dish made to order may be ordered by the dozen. */
export const UNTRACKED_PRODUCT_CHOICES = 99;
/** A combo none of whose products is tracked has no limit: a select offers this many. */
export const UNLIMITED_COMBO_CHOICES = 20;

/** What the lines already take from each product's stock, combos expanded through their items. */
const demandOf = (lines: readonly OrderLineDraft[]): Map<string, number> =>
  productDemand(
    lines.flatMap((line) =>
      line.kind === "product" ? [{ productId: line.itemId, quantity: line.quantity }] : [],
    ),
    lines.flatMap((line) => (line.kind === "promotion" ? [line] : [])),
  );

const lineOf = (lines: readonly OrderLineDraft[], kind: OrderLineDraft["kind"], itemId: string) =>
  lines.find((line) => line.kind === kind && line.itemId === itemId);

/** A tracked product with nothing left: the picker shows it as 'Sin stock'. */
export const isOutOfStock = (option: Pick<ProductOption, "quantity">): boolean =>
  option.quantity !== null && option.quantity <= 0;

/**
 * How many more of a product the order can take (docs/product.md#screens: 1..stock): its stock less what the lines,
 * combos included, already take; an untracked product is not limited by stock.
 */
export const productChoices = (lines: readonly OrderLineDraft[], option: ProductOption): number => {
  const inLine = lineOf(lines, "product", option.id)?.quantity ?? 0;
  const room = MAX_LINE_QUANTITY - inLine;
  if (option.quantity === null) return Math.max(0, Math.min(UNTRACKED_PRODUCT_CHOICES, room));
  const left = option.quantity - (demandOf(lines).get(option.id) ?? 0);
  return Math.max(0, Math.min(left, room));
};

/** How many more of a combo the order can take (docs/product.md#screens: floor(stock / quantity_needed)), lines included. */
export const promotionChoices = (lines: readonly OrderLineDraft[], option: PromotionOption): number => {
  const demand = demandOf(lines);
  const left = comboAvailability(
    option.items.map((item) => ({
      quantityNeeded: item.quantityNeeded,
      quantity: item.quantity === null ? null : item.quantity - (demand.get(item.productId) ?? 0),
    })),
  );
  const inLine = lineOf(lines, "promotion", option.id)?.quantity ?? 0;
  const allowed = [left ?? UNLIMITED_COMBO_CHOICES, MAX_LINE_QUANTITY - inLine];
  if (option.maxQuantity !== null) allowed.push(option.maxQuantity - inLine);
  return Math.max(0, Math.min(...allowed));
};

/** Adds a product, or more of it when it is already in the order: the order lists each product once. */
export const addProduct = (
  lines: readonly OrderLineDraft[],
  option: ProductOption,
  quantity: number,
): OrderLineDraft[] => {
  const take = Math.min(quantity, productChoices(lines, option));
  if (take <= 0) return [...lines];
  const line: ProductLine = {
    kind: "product",
    itemId: option.id,
    name: option.name,
    unitPrice: pesosToCentavos(option.price),
    quantity: (lineOf(lines, "product", option.id)?.quantity ?? 0) + take,
    stock: option.quantity,
  };
  return lineOf(lines, "product", option.id)
    ? lines.map((each) => (each.kind === "product" && each.itemId === option.id ? line : each))
    : [...lines, line];
};

/** Adds a combo, or more of it when it is already in the order. */
export const addPromotion = (
  lines: readonly OrderLineDraft[],
  option: PromotionOption,
  quantity: number,
): OrderLineDraft[] => {
  const take = Math.min(quantity, promotionChoices(lines, option));
  if (take <= 0) return [...lines];
  const line: PromotionLine = {
    kind: "promotion",
    itemId: option.id,
    name: option.name,
    unitPrice: pesosToCentavos(option.value),
    quantity: (lineOf(lines, "promotion", option.id)?.quantity ?? 0) + take,
    items: option.items,
  };
  return lineOf(lines, "promotion", option.id)
    ? lines.map((each) => (each.kind === "promotion" && each.itemId === option.id ? line : each))
    : [...lines, line];
};

export const removeLine = (
  lines: readonly OrderLineDraft[],
  target: Pick<OrderLineDraft, "kind" | "itemId">,
): OrderLineDraft[] => lines.filter((line) => !(line.kind === target.kind && line.itemId === target.itemId));

/** The running total in centavos; the server computes the real one (docs/product.md#rules). */
export const draftTotal = (lines: readonly OrderLineDraft[]): number => orderTotal(lines);

/** The lines as POST /orders takes them: ids and quantities, never a price. */
export const linesInput = (
  lines: readonly OrderLineDraft[],
): Pick<OrderInput, "products" | "promotions"> => ({
  products: lines.flatMap((line) =>
    line.kind === "product" ? [{ product_id: line.itemId, quantity: line.quantity }] : [],
  ),
  promotions: lines.flatMap((line) =>
    line.kind === "promotion" ? [{ promotion_id: line.itemId, quantity: line.quantity }] : [],
  ),
});

/** What a tap on the grid adds: a product or a combo. */
export type GridItem =
  | { kind: "product"; id: string; name: string; price: number; option: ProductOption }
  | { kind: "promotion"; id: string; name: string; price: number; option: PromotionOption };

export const productItem = (option: ProductOption): GridItem => ({
  kind: "product",
  id: option.id,
  name: option.name,
  price: option.price,
  option,
});

export const promotionItem = (option: PromotionOption): GridItem => ({
  kind: "promotion",
  id: option.id,
  name: option.name,
  price: option.value,
  option,
});

/** How many more of a grid item the order can take. */
export const itemChoices = (lines: readonly OrderLineDraft[], item: GridItem): number =>
  item.kind === "product" ? productChoices(lines, item.option) : promotionChoices(lines, item.option);

/** One more of a grid item (a tap): nothing changes when its stock is all in the order already. */
export const addOne = (lines: readonly OrderLineDraft[], item: GridItem): OrderLineDraft[] =>
  item.kind === "product" ? addProduct(lines, item.option, 1) : addPromotion(lines, item.option, 1);

/**
 * The grid item a line came from: the catalog's, with the newest stock, or (a product since disabled, a draft
 * restored before the catalog arrived) one made from what the line kept.
 */
export const itemOfLine = (line: OrderLineDraft, catalog: ReadonlyMap<string, GridItem>): GridItem => {
  const found = catalog.get(line.itemId);
  if (found && found.kind === line.kind) return found;
  return line.kind === "product"
    ? productItem({
        id: line.itemId,
        name: line.name,
        price: line.unitPrice / 100,
        quantity: line.stock,
        categoryId: "",
      })
    : promotionItem({
        id: line.itemId,
        name: line.name,
        value: line.unitPrice / 100,
        items: line.items,
        maxQuantity: null,
      });
};

/** The − of a line: one fewer, and the line goes at 0. */
export const removeOne = (
  lines: readonly OrderLineDraft[],
  target: Pick<OrderLineDraft, "kind" | "itemId">,
): OrderLineDraft[] =>
  lines.flatMap((line) => {
    if (line.kind !== target.kind || line.itemId !== target.itemId) return [line];
    return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
  });
