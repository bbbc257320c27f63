import {
  comboAvailability,
  MAX_LINE_QUANTITY,
  orderTotal,
  type ProductOption,
  type PromotionOption,
  pesosToCentavos,
} from "@comanda/domain";
import { comboChoicesPrice } from "@/components/combo-choices";
import {
  type ComboChoice,
  comboKeyOf,
  demandOf,
  keyOfLine,
  type LineChoice,
  lineWithKey,
  type OrderLineDraft,
  type ProductLine,
  type PromotionLine,
  plainChoice,
} from "./draft-lines";

export {
  type ComboChoice,
  comboKeyOf,
  type DraftOption,
  keyOfLine,
  type LineChoice,
  type OrderLineDraft,
  type ProductLine,
  type PromotionLine,
  plainChoice,
} from "./draft-lines";

/** docs/product.md#screens offers "1 if no stock figure"; a dish made to order may be ordered by the dozen. */
export const UNTRACKED_PRODUCT_CHOICES = 99;
/** A combo none of whose products is tracked has no limit: a select offers this many. */
export const UNLIMITED_COMBO_CHOICES = 20;

/** A tracked product with nothing left: the picker shows it as 'Sin stock'. */
export const isOutOfStock = (option: Pick<ProductOption, "quantity">): boolean =>
  option.quantity !== null && option.quantity <= 0;

/**
 * How many more of a product the order can take (docs/product.md#screens: 1..stock): its stock less what the lines,
 * combos included, already take; an untracked product is not limited by stock.
 */
export const productChoices = (
  lines: readonly OrderLineDraft[],
  option: ProductOption,
  choice: LineChoice = plainChoice,
): number => {
  const key = keyOfLine({ kind: "product", itemId: option.id, ...choice });
  const inLine = lineWithKey(lines, key)?.quantity ?? 0;
  const room = MAX_LINE_QUANTITY - inLine;
  if (option.quantity === null) return Math.max(0, Math.min(UNTRACKED_PRODUCT_CHOICES, room));
  const left = option.quantity - (demandOf(lines).get(option.id) ?? 0);
  return Math.max(0, Math.min(left, room));
};

/**
 * How many more of a combo the order can take (docs/product.md#screens: floor(stock / quantity_needed)), lines
 * included: every line of the combo counts for its stock, the line with `choices` for its own maximum.
 */
export const promotionChoices = (
  lines: readonly OrderLineDraft[],
  option: PromotionOption,
  choices: readonly ComboChoice[] = [],
): number => {
  const demand = demandOf(lines);
  const left = comboAvailability(
    option.items.map((item) => ({
      quantityNeeded: item.quantityNeeded,
      quantity: item.quantity === null ? null : item.quantity - (demand.get(item.productId) ?? 0),
    })),
  );
  const inLine = lineWithKey(lines, comboKeyOf(option.id, choices))?.quantity ?? 0;
  const inOrder = lines
    .filter((line) => line.kind === "promotion" && line.itemId === option.id)
    .reduce((sum, line) => sum + line.quantity, 0);
  const allowed = [left ?? UNLIMITED_COMBO_CHOICES, MAX_LINE_QUANTITY - inLine];
  if (option.maxQuantity !== null) allowed.push(option.maxQuantity - inOrder);
  return Math.max(0, Math.min(...allowed));
};

/** The same line (product, options and note) gets the units; another choice is a line of its own (decision 080). */
const putLine = (lines: readonly OrderLineDraft[], line: OrderLineDraft): OrderLineDraft[] => {
  const key = keyOfLine(line);
  return lineWithKey(lines, key)
    ? lines.map((each) => (keyOfLine(each) === key ? line : each))
    : [...lines, line];
};

/** Adds a product with its choice, or more of that line when the order has it already. */
export const addProduct = (
  lines: readonly OrderLineDraft[],
  option: ProductOption,
  quantity: number,
  choice: LineChoice = plainChoice,
): OrderLineDraft[] => {
  const take = Math.min(quantity, productChoices(lines, option, choice));
  if (take <= 0) return [...lines];
  const key = keyOfLine({ kind: "product", itemId: option.id, ...choice });
  return putLine(lines, {
    kind: "product",
    itemId: option.id,
    name: option.name,
    unitPrice: choice.options.reduce((sum, chosen) => sum + chosen.price, pesosToCentavos(option.price)),
    quantity: (lineWithKey(lines, key)?.quantity ?? 0) + take,
    stock: option.quantity,
    options: choice.options,
    note: choice.note,
  });
};

/**
 * A line's choice changed (the sheet's 'Guardar'): the line takes the new options and note where it stood, or
 * joins the line that already has them.
 */
export const changeChoice = (
  lines: readonly OrderLineDraft[],
  line: ProductLine,
  option: ProductOption,
  choice: LineChoice,
): OrderLineDraft[] => {
  const from = keyOfLine(line);
  const to = keyOfLine({ kind: "product", itemId: line.itemId, ...choice });
  if (from === to) return [...lines];
  const unitPrice = choice.options.reduce((sum, chosen) => sum + chosen.price, pesosToCentavos(option.price));
  const joined = lineWithKey(lines, to);
  if (joined)
    return lines.flatMap((each) => {
      const key = keyOfLine(each);
      if (key === from) return [];
      return key === to ? [{ ...each, quantity: each.quantity + line.quantity }] : [each];
    });
  return lines.map((each) =>
    keyOfLine(each) === from ? { ...line, options: choice.options, note: choice.note, unitPrice } : each,
  );
};

/** Decision 082: the product line of `key` moved to another course (null: none). */
export const moveLine = (
  lines: readonly OrderLineDraft[],
  key: string,
  course: string | null,
): OrderLineDraft[] =>
  lines.map((line) => (line.kind === "product" && keyOfLine(line) === key ? { ...line, course } : line));

/** A combo's unit price with what its products' options add (centavos; decision 080). */
const comboUnitPrice = (option: PromotionOption, choices: readonly ComboChoice[]) =>
  pesosToCentavos(option.value) + comboChoicesPrice(option.items, choices);

/**
 * Adds a combo with its products' choices (decision 080): more of the line with the same ones, or a line of its
 * own when they differ, as a product's line with other options.
 */
export const addPromotion = (
  lines: readonly OrderLineDraft[],
  option: PromotionOption,
  quantity: number,
  choices: readonly ComboChoice[] = [],
): OrderLineDraft[] => {
  const take = Math.min(quantity, promotionChoices(lines, option, choices));
  if (take <= 0) return [...lines];
  const had = lineWithKey(lines, comboKeyOf(option.id, choices));
  const line: PromotionLine = {
    kind: "promotion",
    itemId: option.id,
    name: option.name,
    unitPrice: comboUnitPrice(option, choices),
    quantity: (had?.quantity ?? 0) + take,
    items: option.items,
    ...(choices.length > 0 ? { choices } : {}),
  };
  return putLine(lines, line);
};

/**
 * A combo line's choices changed ('Opciones de Combo Parrilla', 'Guardar'): the line takes them where it stood, or
 * joins the line of the combo that already has them (decision 080).
 */
export const changeComboChoices = (
  lines: readonly OrderLineDraft[],
  line: PromotionLine,
  option: PromotionOption,
  choices: readonly ComboChoice[],
): OrderLineDraft[] => {
  const from = keyOfLine(line);
  const to = comboKeyOf(line.itemId, choices);
  if (from === to) return [...lines];
  if (lineWithKey(lines, to))
    return lines.flatMap((each) => {
      const key = keyOfLine(each);
      if (key === from) return [];
      return key === to ? [{ ...each, quantity: each.quantity + line.quantity }] : [each];
    });
  const { choices: _before, ...rest } = line;
  const changed: PromotionLine = {
    ...rest,
    unitPrice: comboUnitPrice(option, choices),
    ...(choices.length > 0 ? { choices } : {}),
  };
  return lines.map((each) => (keyOfLine(each) === from ? changed : each));
};

export const removeLine = (lines: readonly OrderLineDraft[], target: OrderLineDraft): OrderLineDraft[] =>
  lines.filter((line) => keyOfLine(line) !== keyOfLine(target));

/** The running total in centavos; the server computes the real one (docs/product.md#rules). */
export const draftTotal = (lines: readonly OrderLineDraft[]): number => orderTotal(lines);

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
export const itemChoices = (
  lines: readonly OrderLineDraft[],
  item: GridItem,
  choice: LineChoice = plainChoice,
): number =>
  item.kind === "product"
    ? productChoices(lines, item.option, choice)
    : promotionChoices(lines, item.option, choice.combo);

/**
 * One more of a grid item (a tap, or a line's + — '+1 igual' — with `choice` the line's: a combo's products'
 * choices too): nothing changes when its stock is all in the order already.
 */
export const addOne = (
  lines: readonly OrderLineDraft[],
  item: GridItem,
  choice: LineChoice = plainChoice,
): OrderLineDraft[] =>
  item.kind === "product"
    ? addProduct(lines, item.option, 1, choice)
    : addPromotion(lines, item.option, 1, choice.combo);

/** The choice a line carries: its options and note, or a combo's products' choices. */
export const choiceOfLine = (line: OrderLineDraft): LineChoice =>
  line.kind === "product"
    ? { options: line.options, note: line.note }
    : { ...plainChoice, combo: line.choices ?? [] };

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
        price: line.options.reduce((sum, option) => sum - option.price, line.unitPrice) / 100,
        quantity: line.stock,
        categoryId: "",
        modifierGroupIds: [],
      })
    : promotionItem({
        id: line.itemId,
        name: line.name,
        value: (line.unitPrice - comboChoicesPrice(line.items, line.choices ?? [])) / 100,
        items: line.items,
        maxQuantity: null,
      });
};

/** The − of a line: one fewer, and the line goes at 0. */
export const removeOne = (lines: readonly OrderLineDraft[], target: OrderLineDraft): OrderLineDraft[] =>
  lines.flatMap((line) => {
    if (keyOfLine(line) !== keyOfLine(target)) return [line];
    return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
  });
