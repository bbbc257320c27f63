import {
  businessDayCode,
  type CatalogGroup,
  type EnabledStatus,
  isPromotionSellable,
  type OrderValues,
} from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";
import { type AskingProduct, type CatalogGroupsReader, catalogGroupsOf } from "../../modifiers/index.ts";
import type { OrderContext } from "../create/queries.ts";
import { findCombos, findProducts, type ProductRow } from "./queries.ts";

/** What pricing and the catalog checks read of an order: its content, whatever its type (an edit keeps it). */
export type OrderContentValues = Omit<OrderValues, "type" | "customer_id" | "delivery_fee" | "promised_at">;

/** A product as the order snapshots it; `quantity` null when its stock is not tracked. */
export type SoldProduct = {
  id: string;
  name: string;
  price: number;
  categoryId: string;
  quantity: number | null;
  status: EnabledStatus;
  /** decision 082: the course its lines take unless given one */
  courseId: string | null;
  /** decision 086: 'Agotado' today: no line may add units of it */
  soldOut?: boolean;
};

export type SoldCombo = {
  id: string;
  name: string;
  /** centavos */
  value: number;
  isActive: boolean;
  startDate: number;
  endDate: number | null;
  items: { productId: string; quantityNeeded: number }[];
};

/** A recipe row: thousandths of the ingredient's unit per unit of the product (docs/product.md#data). */
export type RecipeRow = { ingredientId: string; thousandths: number };

/** What an order names, read inside its transaction in two statements, whatever its size. */
export type OrderCatalog = {
  /** every product the order names, alone or inside a combo */
  products: Map<string, SoldProduct>;
  combos: Map<string, SoldCombo>;
  recipes: Map<string, RecipeRow[]>;
  /**
   * Decision 080: the modifier groups each product asks, in order (products that ask none left out): the product
   * lines', and a combo's products' when its line says their choices
   */
  groups: Map<string, CatalogGroup[]>;
};

const refused = (message: string, field?: string) =>
  new AppError("aborted", message, field ? { [field]: message } : undefined);

const combosOf = async (trx: Db, businessId: string, ids: string[]) => {
  const combos = new Map<string, SoldCombo>();
  for (const row of await findCombos(trx, businessId, ids)) {
    let combo = combos.get(row.id);
    if (!combo) {
      combo = {
        id: row.id,
        name: row.name,
        value: Number(row.value),
        isActive: Number(row.is_active) === 1,
        startDate: Number(row.start_date),
        endDate: row.end_date === null ? null : Number(row.end_date),
        items: [],
      };
      combos.set(row.id, combo);
    }
    combo.items.push({ productId: row.product_id, quantityNeeded: Number(row.quantity_needed) });
  }
  return combos;
};

/** The groups read now, not kept: an edit's (decision 088 keeps them for new orders). */
const readGroupsNow: CatalogGroupsReader = (db, businessId, products, today) =>
  catalogGroupsOf(
    db,
    businessId,
    products.map((product) => product.id),
    today,
  );

/**
 * `productRows`: the products already read with the order's context (create/postgres/queries.ts);
 * `readGroups`: where the products' groups come from (a new order's, kept in memory: decision 088).
 */
export const loadCatalog = async (
  trx: Db,
  businessId: string,
  input: OrderContentValues,
  {
    productRows,
    readGroups = readGroupsNow,
  }: { productRows?: ProductRow[]; readGroups?: CatalogGroupsReader } = {},
): Promise<OrderCatalog> => {
  const combos = await combosOf(
    trx,
    businessId,
    input.promotions.map((line) => line.promotion_id),
  );
  const ids = new Set(input.products.map((line) => line.product_id));
  for (const combo of combos.values()) for (const item of combo.items) ids.add(item.productId);
  const products = new Map<string, SoldProduct>();
  const recipes = new Map<string, RecipeRow[]>();
  const asking = new Map<string, AskingProduct>();
  const today = businessDayCode(Date.now());
  for (const row of productRows ?? (await findProducts(trx, businessId, [...ids]))) {
    if (Number(row.asks_options) === 1) asking.set(row.id, { id: row.id, updatedAt: Number(row.updated_at) });
    if (!products.has(row.id))
      products.set(row.id, {
        id: row.id,
        name: row.name,
        price: Number(row.price),
        categoryId: row.category_id,
        quantity: row.quantity === null ? null : Number(row.quantity),
        status: row.status,
        courseId: row.course_id,
        soldOut: row.sold_out_on === today,
      });
    if (row.ingredient_id === null) continue;
    const recipe = recipes.get(row.id) ?? [];
    recipe.push({ ingredientId: row.ingredient_id, thousandths: Number(row.quantity_needed) });
    recipes.set(row.id, recipe);
  }
  // The product lines ask their groups; a combo's products only when its line says their choices (decision 080),
  // else the combo goes as it is set up.
  const comboProducts = input.promotions.flatMap((line) =>
    !line.items?.length ? [] : (combos.get(line.promotion_id)?.items.map((item) => item.productId) ?? []),
  );
  const lineProducts = new Set(
    [...input.products.map((line) => line.product_id), ...comboProducts].filter((id) => asking.has(id)),
  );
  const groups =
    lineProducts.size === 0
      ? new Map<string, CatalogGroup[]>()
      : await readGroups(
          trx,
          businessId,
          [...lineProducts].map((id) => asking.get(id) as AskingProduct),
          today,
        );
  return { products, combos, recipes, groups };
};

/**
 * Everything the order names must be sellable now (docs/product.md#rules): its products enabled, its combos active,
 * inside their dates and made of enabled products, its payment method enabled. The dialog offers only
 * those, so a refusal means the dialog's lists were stale: 409, naming what changed. Returns the payment
 * method's name, for the order's snapshot.
 */
export const checkSellable = (
  catalog: OrderCatalog,
  context: OrderContext,
  input: OrderContentValues,
  now: number,
): string => {
  input.products.forEach((line, index) => {
    const product = catalog.products.get(line.product_id);
    const field = `products.${index}.product_id`;
    if (!product) throw refused("Uno de los productos del pedido ya no existe.", field);
    if (product.status !== "enabled") throw refused(`El producto ${product.name} está deshabilitado.`, field);
  });
  input.promotions.forEach((line, index) => {
    const combo = catalog.combos.get(line.promotion_id);
    const field = `promotions.${index}.promotion_id`;
    if (!combo) throw refused("Una de las promociones del pedido ya no existe.", field);
    if (!combo.isActive) throw refused(`La promoción ${combo.name} está desactivada.`, field);
    if (!isPromotionSellable(combo, now)) throw refused(`La promoción ${combo.name} no está vigente.`, field);
    for (const item of combo.items) {
      const product = catalog.products.get(item.productId);
      if (!product) throw refused(`La promoción ${combo.name} incluye un producto que ya no existe.`, field);
      if (product.status !== "enabled")
        throw refused(`La promoción ${combo.name} incluye ${product.name}, que está deshabilitado.`, field);
    }
  });
  if (context.method_name === null)
    throw refused("El medio de pago elegido ya no existe.", "payment_method_id");
  if (context.method_status !== "enabled")
    throw refused(`El medio de pago ${context.method_name} está deshabilitado.`, "payment_method_id");
  return context.method_name;
};
