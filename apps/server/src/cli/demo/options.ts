import { nameKey, pesosToCentavos, uuidv7 } from "@comanda/domain";
import type { DemoCatalog } from "./catalog.ts";
import type { DemoRows } from "./rows.ts";

// Decision 080 in the demo: what the grill's dishes ask, and the quick notes of its order screen.

type OptionSpec = { name: string; price?: number; egg?: boolean };
type GroupSpec = { name: string; min: number; max: number; options: OptionSpec[]; products: string[] };

export const demoGroupSpecs: readonly GroupSpec[] = [
  {
    name: "Punto de cocción",
    min: 1,
    max: 1,
    options: [{ name: "Jugoso" }, { name: "A punto" }, { name: "Bien cocido" }],
    products: ["burger"],
  },
  {
    name: "Guarnición",
    min: 0,
    max: 1,
    options: [{ name: "Papas fritas" }, { name: "Puré de papas" }, { name: "Ensalada mixta" }],
    products: ["mila", "mila-napo", "burger"],
  },
  {
    name: "Extras",
    min: 0,
    max: 3,
    options: [
      { name: "Huevo frito", price: 1_500, egg: true },
      { name: "Panceta", price: 1_800 },
      { name: "Queso cheddar", price: 1_200 },
    ],
    products: ["burger", "mila", "sandwich"],
  },
];

/** What the owner typed in the settings' 'Notas rápidas'. */
export const demoQuickNotes = ["Sin sal", "Bien cocida", "Sin cebolla", "Para llevar", "Cortar en 8"];

/**
 * The groups as the owner would have set them up once the history's last shift closed (`at`): orders before
 * were sold as plain lines, as they would have been. 'Huevo frito' takes an egg when the catalog has eggs.
 */
export const buildOptions = (rows: DemoRows, businessId: string, catalog: DemoCatalog, at: number) => {
  const egg = catalog.ingredients.find((ingredient) => nameKey(ingredient.name).startsWith("huevo"));
  const asked = new Map<string, string[]>();
  demoGroupSpecs.forEach((spec, index) => {
    const time = at + index * 60_000;
    const groupId = uuidv7(time);
    rows.modifier_group.push({
      id: groupId,
      business_id: businessId,
      name: spec.name,
      name_key: nameKey(spec.name),
      min_choices: spec.min,
      max_choices: spec.max,
      created_at: time,
      updated_at: time,
    });
    spec.options.forEach((option, position) => {
      const takesEgg = option.egg === true && egg !== undefined;
      rows.modifier_option.push({
        id: uuidv7(time + position + 1),
        business_id: businessId,
        group_id: groupId,
        position,
        name: option.name,
        price_delta: pesosToCentavos(option.price ?? 0),
        ingredient_effect: takesEgg ? "add" : "none",
        ingredient_id: takesEgg ? egg.id : null,
        // One egg (a thousand thousandths of a piece) per unit sold.
        ingredient_thousandths: takesEgg ? 1_000 : null,
        unit: takesEgg ? "piece" : null,
        sold_out_on: null,
      });
    });
    for (const key of spec.products) asked.set(key, [...(asked.get(key) ?? []), groupId]);
  });
  for (const [key, groupIds] of asked) {
    const product = catalog.products.get(key);
    if (!product) throw new Error(`demo options: unknown product ${key}`);
    groupIds.forEach((groupId, position) => {
      rows.product_modifier_group.push({
        product_id: product.id,
        group_id: groupId,
        business_id: businessId,
        position,
      });
    });
  }
};
