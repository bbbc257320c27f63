import { z } from "zod";

/** What a customer may see of a product: never cost, stock, codes or disabled items (docs/product.md#routes). */
export const menuProduct = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  /** Decision 086: 'Agotado' today (left out: available) */
  soldOut: z.boolean().optional(),
});
export type MenuProduct = z.infer<typeof menuProduct>;

/** Enabled products grouped under their category, categories and products by name (docs/product.md#api). */
export const menuSection = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  products: z.array(menuProduct),
});
export type MenuSection = z.infer<typeof menuSection>;

/**
 * A combo as the menu shows it: active, inside its dates, every product enabled; its
 * products as "quantity × name" and its price. Never stock or cost.
 */
export const menuCombo = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type MenuCombo = z.infer<typeof menuCombo>;

/** The signed-in /menu and the public /price-list/:slug read the same shape. */
export const menu = z.object({
  business: z.object({
    name: z.string(),
    slug: z.string(),
    /** Decision 020: versioned logo URL (signed-in or public, as the answer), or null without a logo. */
    logoUrl: z.string().nullable(),
  }),
  sections: z.array(menuSection),
  /** by name; an answer from before combos were listed has none */
  combos: z.array(menuCombo).default([]),
});
export type Menu = z.infer<typeof menu>;

export const slugParams = z.object({
  slug: z
    .string()
    .max(120, "La lista de precios no existe.")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "La lista de precios no existe."),
});
