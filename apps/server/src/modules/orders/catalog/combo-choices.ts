import { type ComponentChoice, comboChoicesKey, type StoredLineOption } from "@comanda/domain";
import { AppError } from "../../../errors.ts";
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

/**
 * A combo is once in an order, so units added to a tab's combo come with its choices (decision 080). A round
 * (or a joined tab) bringing it with other ones is refused (409) rather than sold with the tab's: a line of the
 * same combo with other choices is not built yet.
 */
export const refuseOtherComboChoices = (
  lines: readonly LineFields[],
  added: {
    promotions: readonly {
      promotion_id: string;
      items?: readonly { product_id: string; options: readonly string[] }[];
    }[];
  },
) => {
  added.promotions.forEach((line, index) => {
    const had = lines.find((each) => each.kind === "promotion" && each.item_id === line.promotion_id);
    if (!had) return;
    const choices = (line.items ?? []).map((item) => ({
      productId: item.product_id,
      optionIds: item.options,
    }));
    if (comboChoicesKey(line.promotion_id, choices) === storedComboKey(had, lines)) return;
    const message = `La mesa ya tiene ${had.name} con otras opciones: pedilo con las mismas.`;
    throw new AppError("aborted", message, { [`promotions.${index}.items`]: message });
  });
};
