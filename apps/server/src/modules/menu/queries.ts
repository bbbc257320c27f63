import { businessDayCode, centavosToPesos } from "@comanda/domain";
import type { Menu, MenuSection } from "@comanda/domain/menu";
import type { Db } from "../../db/database.ts";
import { ownLogoUrl, publicLogoUrl } from "../business/index.ts";
import { inCategoryOrder } from "../categories/index.ts";
import { readMenuCombos } from "./combos.ts";

type BusinessWhere = { id: string } | { slug: string };

/**
 * The menu of one business: its enabled products under its enabled categories, the categories in the owner's
 * order (decision 074) and the products by name (docs/product.md#api).
 * Four queries, whatever the catalog's size; only id, name, price and today's 'Agotado' ever leave the database, so cost,
 * stock and codes cannot leak into a public page. Null when there is no such (enabled) business.
 */
export const readMenu = async (db: Db, where: BusinessWhere): Promise<Menu | null> => {
  const business = await db
    .selectFrom("business")
    .select(["id", "name", "slug", "logo_updated_at"])
    .where((eb) =>
      "id" in where
        ? eb("id", "=", where.id)
        : eb.and([eb("slug", "=", where.slug), eb("status", "=", "enabled")]),
    )
    .executeTakeFirst();
  if (!business) return null;
  const rows = await inCategoryOrder(
    db
      .selectFrom("product as p")
      .innerJoin("category as c", "c.id", "p.category_id")
      .select([
        "c.id as category_id",
        "c.name as category_name",
        "p.id",
        "p.name",
        "p.price",
        "p.sold_out_on",
      ])
      .where("p.business_id", "=", business.id)
      .where("p.status", "=", "enabled")
      .where("c.business_id", "=", business.id)
      .where("c.status", "=", "enabled"),
    "c",
  )
    .orderBy("p.name_key")
    .orderBy("p.id")
    .execute();
  const sections: MenuSection[] = [];
  const today = businessDayCode(Date.now());
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.categoryId !== row.category_id) {
      section = { categoryId: row.category_id, categoryName: row.category_name, products: [] };
      sections.push(section);
    }
    // Decision 086: a customer sees what is 'Agotado' today too; the rest keep their shape.
    section.products.push({
      id: row.id,
      name: row.name,
      price: centavosToPesos(Number(row.price)),
      ...(row.sold_out_on === today ? { soldOut: true } : {}),
    });
  }
  const logoUpdatedAt = business.logo_updated_at === null ? null : Number(business.logo_updated_at);
  // The public page has no session, so its logo goes by the slug; the signed-in menu uses its own.
  const logoUrl = "id" in where ? ownLogoUrl(logoUpdatedAt) : publicLogoUrl(business.slug, logoUpdatedAt);
  const combos = await readMenuCombos(db, business.id);
  return { business: { name: business.name, slug: business.slug, logoUrl }, sections, combos };
};
