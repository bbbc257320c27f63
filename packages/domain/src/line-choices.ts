import { formatMoney } from "./money.ts";

// What a line's chosen options mean (decision 080): which are allowed, what they add to the price and what they
// take from or spare of stock. The server prices every option from its catalog with these; the order screen
// shows the same figures before sending.

/** An option as the catalog holds it; money in centavos, amounts in thousandths of the ingredient's unit. */
export type CatalogOption = {
  id: string;
  name: string;
  priceDelta: number;
  soldOut: boolean;
  ingredient: { id: string; effect: "add" | "remove"; thousandths: number } | null;
};

export type CatalogGroup = {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  options: readonly CatalogOption[];
};

/** An option as a line keeps it: the group's name is copied so a later rename does not rewrite what was sold. */
export type ChosenOption = CatalogOption & { groupName: string };

/**
 * A refusal in Spanish. `stale`: the catalog changed under the screen (an option went 'Agotado' or away), as
 * opposed to a rule the line breaks (a required group left out, too many chosen).
 */
export type ChoiceProblem = { problem: string; stale: boolean };

/**
 * The options a line chose, checked against the groups its product asks, in the groups' order: each option
 * must belong to one of them and not be 'Agotado', and each group must get between its minimum and its
 * maximum. `productName` names the line in the messages; `allowSoldOut` lets a line an edit keeps stay as sold.
 */
export const checkChoices = (
  productName: string,
  groups: readonly CatalogGroup[],
  chosenIds: readonly string[],
  allowSoldOut = false,
): ChosenOption[] | ChoiceProblem => {
  const chosen = new Set(chosenIds);
  const options: ChosenOption[] = [];
  const known = new Set<string>();
  for (const group of groups) {
    let count = 0;
    for (const option of group.options) {
      known.add(option.id);
      if (!chosen.has(option.id)) continue;
      if (option.soldOut && !allowSoldOut)
        return { problem: `${option.name} está agotado hoy.`, stale: true };
      options.push({ ...option, groupName: group.name });
      count += 1;
    }
    if (count < group.minChoices)
      return {
        problem:
          group.minChoices === 1
            ? `Elegí ${group.name} para ${productName}.`
            : `Elegí al menos ${group.minChoices} opciones de ${group.name} para ${productName}.`,
        stale: false,
      };
    if (count > group.maxChoices)
      return {
        problem:
          group.maxChoices === 1
            ? `Elegí una sola opción de ${group.name} para ${productName}.`
            : `Podés elegir hasta ${group.maxChoices} opciones de ${group.name} para ${productName}.`,
        stale: false,
      };
  }
  if (chosenIds.some((id) => !known.has(id)))
    return { problem: `Una de las opciones elegidas ya no corresponde a ${productName}.`, stale: true };
  return options;
};

/** The unit price of a line: its product's or combo's plus what each option adds (centavos). */
export const lineUnitPrice = (basePrice: number, options: readonly Pick<CatalogOption, "priceDelta">[]) =>
  options.reduce((sum, option) => sum + option.priceDelta, basePrice);

/**
 * What one unit of the line takes from each ingredient beyond its recipe, in thousandths: an 'add' option takes
 * its amount, a 'remove' option spares what the recipe would take of that ingredient (nothing when the recipe
 * does not use it). Negative means spared.
 */
export const optionIngredientsPerUnit = (
  recipe: readonly { ingredientId: string; thousandths: number }[],
  options: readonly Pick<CatalogOption, "ingredient">[],
): Map<string, number> => {
  const perUnit = new Map<string, number>();
  const spared = new Set<string>();
  for (const { ingredient } of options) {
    if (!ingredient) continue;
    if (ingredient.effect === "add") {
      perUnit.set(ingredient.id, (perUnit.get(ingredient.id) ?? 0) + ingredient.thousandths);
      continue;
    }
    // Two options sparing the same ingredient spare it once.
    if (spared.has(ingredient.id)) continue;
    spared.add(ingredient.id);
    const inRecipe = recipe
      .filter((row) => row.ingredientId === ingredient.id)
      .reduce((sum, row) => sum + row.thousandths, 0);
    if (inRecipe > 0) perUnit.set(ingredient.id, (perUnit.get(ingredient.id) ?? 0) - inRecipe);
  }
  return perUnit;
};

/** The per-unit amounts of `optionIngredientsPerUnit` for `quantity` units, added into `into`. */
export const addIngredientAmounts = (
  into: Map<string, number>,
  perUnit: ReadonlyMap<string, number>,
  quantity: number,
): Map<string, number> => {
  for (const [id, amount] of perUnit) into.set(id, (into.get(id) ?? 0) + amount * quantity);
  return into;
};

/** Two lines are the same when they have the same item, options (in any order) and note: they add up. */
export const lineKey = (line: { itemId: string; optionIds: readonly string[]; note: string | null }) =>
  `${line.itemId}|${[...line.optionIds].sort().join(",")}|${line.note ?? ""}`;

/** What a combo line chose for one of its products: the product and the ids of its options. */
export type ComponentChoice = { productId: string; optionIds: readonly string[] };

/**
 * A combo line's identity (decision 080): its combo and each product's options, in any order. Two lines with the
 * same key are the same line; a combo without choices is keyed as before choices existed ('promotion:<id>'), so
 * stored `served`/`held` rows and done lines keep naming it.
 */
export const comboChoicesKey = (promotionId: string, items: readonly ComponentChoice[]): string => {
  const chosen = items
    .filter((item) => item.optionIds.length > 0)
    .map((item) => `${item.productId}:${[...item.optionIds].sort().join(",")}`)
    .sort();
  return chosen.length === 0 ? `promotion:${promotionId}` : `promotion:${promotionId}|${chosen.join("|")}`;
};

/**
 * Decision 081: an order line's key in `Order.served` (and `held`, the kitchen's done lines): a product line by
 * its product, options and note, a combo's line by its combo and its products' choices (`comboChoicesKey`, from
 * `items`). An order's lines are unique by it.
 */
export const servedKey = (line: {
  kind: "product" | "promotion";
  itemId: string;
  optionIds: readonly string[];
  note: string | null;
  /** a combo line's products' choices (none: the combo as it is set up) */
  items?: readonly ComponentChoice[];
}) => (line.kind === "product" ? `product:${lineKey(line)}` : comboChoicesKey(line.itemId, line.items ?? []));

/** An order line as the key functions read it: its own options, and a combo's products with theirs. */
type KeyedLine = {
  kind: "product" | "promotion";
  itemId: string;
  options: readonly { id: string }[];
  note: string | null;
  items: readonly { productId: string; options?: readonly { id: string }[] | undefined }[];
};

/** `servedKey` of a line of an `Order` (a product line, or a combo line with its products' options). */
export const orderLineKey = (line: KeyedLine): string =>
  servedKey({
    kind: line.kind,
    itemId: line.itemId,
    optionIds: line.options.map((option) => option.id),
    note: line.note,
    items: line.items.map((item) => ({
      productId: item.productId,
      optionIds: (item.options ?? []).map((option) => option.id),
    })),
  });

/**
 * An option as an order line stores it (JSON in `order_line.options`): what it was called and cost then
 * (centavos), and what one unit of the line took (positive) or spared (negative) of an ingredient.
 */
export type StoredLineOption = {
  id: string;
  group: string;
  name: string;
  price: number;
  ingredientId: string | null;
  thousandths: number;
};

/** The stored form of a line's chosen options, with what each moves of stock per unit of `recipe`'s product. */
export const storedOptions = (
  recipe: readonly { ingredientId: string; thousandths: number }[],
  options: readonly ChosenOption[],
): StoredLineOption[] => {
  const perUnit = optionIngredientsPerUnit(recipe, options);
  const counted = new Set<string>();
  return options.map((option) => {
    const ingredientId = option.ingredient?.id ?? null;
    // The whole per-unit amount of an ingredient rides on the first option that names it.
    const first = ingredientId !== null && !counted.has(ingredientId);
    if (ingredientId !== null) counted.add(ingredientId);
    return {
      id: option.id,
      group: option.groupName,
      name: option.name,
      price: option.priceDelta,
      ingredientId,
      thousandths: first ? (perUnit.get(ingredientId) ?? 0) : 0,
    };
  });
};

/** What the stored options of lines take beyond their recipes, per ingredient (thousandths; negative spared). */
export const storedOptionIngredients = (
  lines: readonly { quantity: number; options: readonly StoredLineOption[] }[],
): Map<string, number> => {
  const amounts = new Map<string, number>();
  for (const line of lines)
    for (const option of line.options)
      if (option.ingredientId !== null && option.thousandths !== 0)
        amounts.set(
          option.ingredientId,
          (amounts.get(option.ingredientId) ?? 0) + option.thousandths * line.quantity,
        );
  return amounts;
};

/** 'Jugoso, Huevo frito (+ $ 1.500,00)': a line's options as the receipt and the invoice list them (centavos). */
export const pricedOptionsText = (options: readonly { name: string; price: number }[]): string =>
  options
    .map((option) => (option.price > 0 ? `${option.name} (+ ${formatMoney(option.price)})` : option.name))
    .join(", ");

/** 'Elegí 1', 'Opcional, hasta 3', 'Elegí de 1 a 2': how the sheet and the list describe a group's rule. */
export const choiceRuleText = (group: { minChoices: number; maxChoices: number }): string => {
  const { minChoices: min, maxChoices: max } = group;
  if (min === 0) return max === 1 ? "Opcional" : `Opcional, hasta ${max}`;
  if (min === max) return `Elegí ${min}`;
  return `Elegí de ${min} a ${max}`;
};
