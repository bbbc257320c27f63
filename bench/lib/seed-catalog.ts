import { nameKey, uuidv7 } from "@comanda/domain";
import type { Insertable } from "kysely";
import type { DatabaseTarget } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import type { ProductIngredientTable, ProductTable } from "../../apps/server/src/db/schema.ts";

const dishes = [
  "Milanesa",
  "Empanada",
  "Pizza",
  "Hamburguesa",
  "Lomito",
  "Choripán",
  "Tarta",
  "Ravioles",
  "Ñoquis",
  "Sorrentinos",
  "Canelones",
  "Provoleta",
  "Ensalada",
  "Flan",
  "Helado",
  "Licuado",
  "Café",
  "Medialuna",
  "Tostado",
  "Sándwich",
  "Papas",
  "Bife",
  "Vacío",
  "Entraña",
  "Matambre",
  "Locro",
  "Guiso",
  "Humita",
  "Alfajor",
  "Budín",
];
const styles = [
  "napolitana",
  "clásica",
  "especial",
  "completa",
  "caprese",
  "fugazzeta",
  "de carne",
  "de pollo",
  "de verdura",
  "con papas",
  "al plato",
  "casera",
  "de la casa",
  "grande",
  "chica",
  "doble",
  "light",
  "picante",
  "a caballo",
  "mixta",
];

export type CatalogSeed = { businessId: string; categoryIds: string[]; ingredientIds: string[] };

/**
 * Writes `count` products straight into the database (the API would take minutes for 300,000): names
 * like "Milanesa napolitana 004711", a code each, every third one untracked, two recipe rows each, and
 * the categories' counters set to match. Created one second apart, newest last.
 */
export const seedProducts = async (target: DatabaseTarget, seed: CatalogSeed, count: number) => {
  const database = openDatabase(target);
  const db = database.db;
  const start = Date.now() - count * 1000;
  const batch = 500;
  const perCategory = new Map<string, number>();
  try {
    for (let offset = 0; offset < count; offset += batch) {
      const products: Insertable<ProductTable>[] = [];
      const rows: ProductIngredientTable[] = [];
      for (let n = offset; n < Math.min(count, offset + batch); n++) {
        const at = start + n * 1000;
        const id = uuidv7(at);
        const name = `${dishes[n % dishes.length]} ${styles[Math.floor(n / dishes.length) % styles.length]} ${String(n).padStart(6, "0")}`;
        const categoryId = seed.categoryIds[n % seed.categoryIds.length] ?? "";
        perCategory.set(categoryId, (perCategory.get(categoryId) ?? 0) + 1);
        const code = `P-${String(n).padStart(6, "0")}`;
        products.push({
          id,
          business_id: seed.businessId,
          name,
          name_key: nameKey(name),
          code,
          code_key: code.toLowerCase(),
          category_id: categoryId,
          station_id: null,
          price: 150_000 + (n % 900) * 100,
          unit_price: 60_000 + (n % 500) * 100,
          quantity: n % 3 === 0 ? null : 50 + (n % 200),
          status: n % 10 === 0 ? ("disabled" as const) : ("enabled" as const),
          created_at: at,
          updated_at: at,
        });
        const first = n % seed.ingredientIds.length;
        const second = (n + 7) % seed.ingredientIds.length;
        for (const [position, index] of [first, second].entries()) {
          rows.push({
            product_id: id,
            ingredient_id: seed.ingredientIds[index] ?? "",
            business_id: seed.businessId,
            position,
            unit: "g" as const,
            quantity_needed: 50 + ((n + position) % 400),
          });
        }
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("product").values(products).execute();
        await trx.insertInto("product_ingredient").values(rows).execute();
      });
    }
    for (const [categoryId, products] of perCategory) {
      await db
        .updateTable("category")
        .set({ product_count: products })
        .where("id", "=", categoryId)
        .execute();
    }
    // What a long-running database would have: fresh planner statistics.
    if (target.kind === "postgres") await database.pool?.query("analyze");
    else database.sqlite?.exec("analyze");
  } finally {
    await database.close();
  }
};
