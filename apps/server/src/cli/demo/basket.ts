import { productDemand } from "@comanda/domain";
import type { DemoCatalog } from "./catalog.ts";
import type { Random } from "./random.ts";
import type { StockBook } from "./stock.ts";

export type ShiftKind = "lunch" | "dinner";

/** What one table or customer asks for: units per product key and combos per combo key. */
export type Basket = { products: Map<string, number>; combos: Map<string, number> };

const pizzas = ["pz-muzza", "pz-napo", "pz-fuga", "pz-especial"];
const empanadas = ["emp-carne", "emp-jyq", "emp-pollo", "emp-humita", "emp-verdura", "emp-caprese"];
const minutas = ["mila", "mila-napo", "burger", "tortilla", "sandwich"];
const ownDrinks = {
  lunch: ["coca", "sprite", "agua", "saborizada", "limonada"],
  dinner: ["coca", "sprite", "agua", "saborizada", "ipa", "limonada"],
};
const sharedDrinks = ["quilmes", "coca-grande", "malbec"];
const desserts = ["flan", "helado", "panqueque", "tiramisu", "alfajor"];
const coffees = ["cafe", "cafe-leche", "cortado"];
const afterMeal = ["cafe", "cortado"];

/**
 * A realistic order: empanadas, pizzas or a minuta for each person (pizzas at night, minutas at
 * noon), mostly with a drink each or a bottle to share, sometimes dessert or a coffee; now and then
 * the combo instead of its products, or just a coffee with medialunas at noon.
 */
export const drawBasket = (random: Random, catalog: DemoCatalog, kind: ShiftKind): Basket => {
  const basket: Basket = { products: new Map(), combos: new Map() };
  const add = (key: string, units = 1) => basket.products.set(key, (basket.products.get(key) ?? 0) + units);
  const pickOf = (keys: readonly string[]) =>
    random.weighted(keys.map((key) => [key, catalog.products.get(key)?.weight ?? 1] as const));
  const party = random.weighted([
    [1, 30],
    [2, 38],
    [3, 16],
    [4, 16],
  ] as const);

  if (kind === "lunch" && random.chance(0.12)) {
    for (let person = 0; person < party; person++) add(pickOf(coffees));
    if (random.chance(0.7)) add("medialuna", random.int(1, 2 * party));
    else add("tostado", random.int(1, party));
    return basket;
  }

  const food = random.weighted(
    kind === "lunch"
      ? ([
          ["empanadas", 35],
          ["pizzas", 15],
          ["minutas", 50],
        ] as const)
      : ([
          ["empanadas", 35],
          ["pizzas", 45],
          ["minutas", 20],
        ] as const),
  );
  if (food === "empanadas") {
    let units = party * random.int(2, 4);
    if (units >= 12 && random.chance(0.5)) {
      basket.combos.set("docena", Math.floor(units / 12));
      units %= 12;
    }
    const flavours = Math.min(units, random.int(1, 3));
    for (let flavour = 0; flavour < flavours; flavour++) {
      const share = flavour === flavours - 1 ? units : random.int(1, units - (flavours - flavour - 1));
      add(pickOf(empanadas), share);
      units -= share;
    }
  } else if (food === "pizzas") {
    let count = Math.ceil(party / 2) + (random.chance(0.2) ? 1 : 0);
    if (party >= 2 && random.chance(0.3)) {
      basket.combos.set("pizza-gaseosas", 1);
      count -= 1;
    }
    for (let pizza = 0; pizza < count; pizza++) add(pickOf(pizzas));
    if (random.chance(0.3)) add("faina", Math.max(1, Math.floor(party / 2)));
  } else {
    for (let person = 0; person < party; person++) add(pickOf(minutas));
    if (random.chance(0.15)) add("papas");
  }

  if (kind === "dinner" && party >= 2 && random.chance(0.4))
    add(pickOf(sharedDrinks), random.int(1, Math.ceil(party / 2)));
  else for (let person = 0; person < party; person++) if (random.chance(0.8)) add(pickOf(ownDrinks[kind]));
  if (random.chance(0.18)) add(pickOf(desserts), random.int(1, party));
  if (kind === "lunch" && random.chance(0.2)) add(pickOf(afterMeal), random.int(1, party));
  return basket;
};

/** Units of tracked products are never sold past their stock: a combo goes, then units, as a cashier would. */
export const fitToStock = (basket: Basket, catalog: DemoCatalog, book: StockBook) => {
  const demandOf = () =>
    productDemand(
      [...basket.products].map(([key, quantity]) => ({ productId: key, quantity })),
      [...basket.combos].map(([key, quantity]) => ({
        quantity,
        items: (catalog.combos.get(key)?.items ?? []).map((item) => ({
          productId: item.key,
          quantityNeeded: item.quantityNeeded,
        })),
      })),
    );
  // Every pass that finds a product short takes something out of the basket, so this ends.
  let short: boolean;
  do {
    short = false;
    for (const [key, units] of demandOf()) {
      const product = catalog.products.get(key);
      if (!product?.tracked) continue;
      const left = book.quantity(product.id);
      if (units <= left) continue;
      short = true;
      const combo = [...basket.combos.keys()].find((c) =>
        catalog.combos.get(c)?.items.some((item) => item.key === key),
      );
      if (combo) basket.combos.delete(combo);
      else if (left > 0) basket.products.set(key, left);
      else basket.products.delete(key);
      break;
    }
  } while (short);
};

/** Minutes the kitchen takes: pizzas longest, drinks and coffee hardly any. */
export const prepMinutes = (random: Random, basket: Basket) => {
  const keys = [...basket.products.keys(), ...basket.combos.keys()];
  if (keys.some((key) => key.startsWith("pz-") || key === "pizza-gaseosas")) return random.int(12, 20);
  if (keys.some((key) => ["mila", "mila-napo", "burger", "tortilla", "sandwich"].includes(key)))
    return random.int(10, 18);
  if (keys.some((key) => key.startsWith("emp-") || key === "docena")) return random.int(8, 14);
  return random.int(2, 5);
};
