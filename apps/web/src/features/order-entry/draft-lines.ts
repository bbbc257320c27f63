import { comboChoicesKey, lineKey, type PromotionOption, productDemand } from "@comanda/domain";

// The order screen's lines and what makes each its own (decision 080); the changes to them are order-draft.ts's.

/** An option chosen for a line (decision 080), as the line shows it; `price` in centavos, what it adds. */
export type DraftOption = { id: string; group: string; name: string; price: number };

/** What makes a product line its own (decision 080): the options chosen and the note. */
export type LineChoice = {
  options: readonly DraftOption[];
  note: string | null;
  /** a combo line's products' choices (decision 080): its + adds more with the same ones */
  combo?: readonly ComboChoice[];
};
export const plainChoice: LineChoice = { options: [], note: null };

/**
 * A product in the order as the dialog shows it; `stock` is null when the product is not tracked. `unitPrice`
 * includes what the options add (the server prices them again from the catalog).
 */
export type ProductLine = {
  kind: "product";
  itemId: string;
  name: string;
  /** centavos */
  unitPrice: number;
  quantity: number;
  stock: number | null;
  options: readonly DraftOption[];
  note: string | null;
  /**
   * Decision 082: the course the line was moved to (null: none); left out, the product's, which the server gives
   * it. Not part of what makes the line its own: the units of one line are in one course.
   */
  course?: string | null;
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
  /** Decision 080: the options of its products that ask groups, the same for every unit (`unitPrice` has them) */
  choices?: readonly ComboChoice[];
};

/** What a combo line chose for one of its products (decision 080). */
export type ComboChoice = { productId: string; name: string; options: readonly DraftOption[] };

export type OrderLineDraft = ProductLine | PromotionLine;

/** What the lines already take from each product's stock, combos expanded through their items. */
export const demandOf = (lines: readonly OrderLineDraft[]): Map<string, number> =>
  productDemand(
    lines.flatMap((line) =>
      line.kind === "product" ? [{ productId: line.itemId, quantity: line.quantity }] : [],
    ),
    lines.flatMap((line) => (line.kind === "promotion" ? [line] : [])),
  );

/** A combo line's key: its combo and its products' choices (`comboChoicesKey`, decision 080). */
export const comboKeyOf = (itemId: string, choices: readonly ComboChoice[] = []): string =>
  comboChoicesKey(
    itemId,
    choices.map((choice) => ({
      productId: choice.productId,
      optionIds: choice.options.map((option) => option.id),
    })),
  );

/**
 * Which line a line is: a product with its options and note, a combo with its products' choices (decision 080),
 * as the server keys them.
 */
export const keyOfLine = (
  line: OrderLineDraft | (Pick<ProductLine, "kind" | "itemId"> & LineChoice),
): string =>
  line.kind === "product"
    ? `product:${lineKey({ itemId: line.itemId, optionIds: line.options.map((option) => option.id), note: line.note })}`
    : comboKeyOf(line.itemId, line.choices);

export const lineWithKey = (lines: readonly OrderLineDraft[], key: string) =>
  lines.find((line) => keyOfLine(line) === key);
