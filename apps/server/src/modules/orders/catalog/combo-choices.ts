import { type ComponentChoice, comboChoicesKey, type StoredLineOption, servedKey } from "@comanda/domain";
import { type LineFields, optionsOfLine } from "../read/order-rows.ts";

/** A combo line's products (the `combo-item` lines after it) with what each was sold with (decision 080). */
const productsOf = (combo: LineFields, lines: readonly LineFields[]) =>
  lines.filter((line) => line.kind === "combo-item" && line.parent_position === combo.position);

/** The options a stored combo line's products were sold with, in the combo's order. */
export const comboOptionsOf = (combo: LineFields, lines: readonly LineFields[]): StoredLineOption[] =>
  productsOf(combo, lines).flatMap(optionsOfLine);

/** What a stored combo line's products were sold with, as ids (decision 080). */
export const comboChoicesOf = (combo: LineFields, lines: readonly LineFields[]): ComponentChoice[] =>
  productsOf(combo, lines).map((line) => ({
    productId: line.item_id,
    optionIds: optionsOfLine(line).map((option) => option.id),
  }));

/** A stored combo line's key with its products' choices (`comboChoicesKey`): its identity in the order. */
export const storedComboKey = (combo: LineFields, lines: readonly LineFields[]): string =>
  comboChoicesKey(combo.item_id, comboChoicesOf(combo, lines));

/**
 * A stored combo line's choices as an order's input says them (`promotions[].items`), so a table's round, which
 * sends the tab's lines again, keeps them.
 */
export const comboItemsInput = (combo: LineFields, lines: readonly LineFields[]) =>
  productsOf(combo, lines).flatMap((line) => {
    const options = optionsOfLine(line).map((option) => option.id);
    return options.length > 0 ? [{ product_id: line.item_id, options }] : [];
  });

/**
 * A stored product or combo line's `servedKey` (decision 081): a combo's with its products' choices, so the same
 * combo on two lines with other ones is two lines for the kitchen's served, held and done lines (decision 080).
 */
export const storedLineKey = (line: LineFields, lines: readonly LineFields[]): string =>
  line.kind === "promotion"
    ? storedComboKey(line, lines)
    : servedKey({
        kind: "product",
        itemId: line.item_id,
        optionIds: optionsOfLine(line).map((option) => option.id),
        note: line.note,
      });
