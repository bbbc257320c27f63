import { type ComponentChoice, comboChoicesKey, type StoredLineOption } from "@comanda/domain";
import { type LineFields, optionsOfLine } from "../read/order-rows.ts";

/** A combo line's products (the `combo-item` lines after it) with what each was sold with (decision 080). */
const productsOf = (combo: LineFields, lines: readonly LineFields[]) =>
  lines.filter((line) => line.kind === "combo-item" && line.parent_position === combo.position);

/** The options a stored combo line's products were sold with, in the combo's order. */
export const comboOptionsOf = (combo: LineFields, lines: readonly LineFields[]): StoredLineOption[] =>
  productsOf(combo, lines).flatMap(optionsOfLine);

/** A stored combo line's key with its products' choices (`comboChoicesKey`), as an edit compares what it keeps. */
export const storedComboKey = (combo: LineFields, lines: readonly LineFields[]): string =>
  comboChoicesKey(
    combo.item_id,
    productsOf(combo, lines).map(
      (line): ComponentChoice => ({
        productId: line.item_id,
        optionIds: optionsOfLine(line).map((option) => option.id),
      }),
    ),
  );

/**
 * A stored combo line's choices as an order's input says them (`promotions[].items`), so a table's round, which
 * sends the tab's lines again, keeps them.
 */
export const comboItemsInput = (combo: LineFields, lines: readonly LineFields[]) =>
  productsOf(combo, lines).flatMap((line) => {
    const options = optionsOfLine(line).map((option) => option.id);
    return options.length > 0 ? [{ product_id: line.item_id, options }] : [];
  });
