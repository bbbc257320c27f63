import { expect, type Page } from "@playwright/test";
import { createThroughApi } from "./catalog-pages.ts";

/** A counter's catalog, through the API: four categories, their products, a combo; then a shift opened. */
export const seedCounter = async (page: Page) => {
  const menu: Record<string, [string, number, number | null][]> = {
    Sándwiches: [
      ["Lomito completo", 8900, 20],
      ["Milanesa al pan", 7600, 20],
      ["Choripán", 5200, null],
      ["Tostado jamón y queso", 4300, null],
      ["Hamburguesa doble", 9200, 15],
    ],
    Bebidas: [
      ["Coca-Cola 500 ml", 2200, 30],
      ["Agua sin gas", 1500, 0],
      ["Cerveza tirada", 3500, null],
      ["Limonada", 2800, null],
      ["Café", 1600, null],
    ],
    Postres: [
      ["Flan casero", 3200, 8],
      ["Helado dos gustos", 3900, null],
      ["Panqueque con dulce de leche", 3600, null],
    ],
    Minutas: [
      ["Papas fritas", 3800, null],
      ["Empanada de carne", 1300, 48],
      ["Rabas", 9800, 6],
    ],
  };
  const ids: Record<string, string> = {};
  for (const [category, products] of Object.entries(menu)) {
    const categoryId = await createThroughApi(page, "/categories", { name: category });
    for (const [name, price, quantity] of products)
      ids[name] = await createThroughApi(page, "/products", {
        name,
        category_id: categoryId,
        price,
        ...(quantity === null ? {} : { quantity }),
      });
  }
  await createThroughApi(page, "/promotions", {
    name: "Combo Lomito + Coca",
    value: 10_000,
    applies_to: [
      { product_id: ids["Lomito completo"], quantity_needed: 1 },
      { product_id: ids["Coca-Cola 500 ml"], quantity_needed: 1 },
    ],
  });
  await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  await createThroughApi(page, "/payment-methods", { name: "Mercado Pago" });
  const shift = await page.request.post("/api/v1/shifts");
  expect(shift.status(), await shift.text()).toBe(201);
  return ids;
};

/** Counts the clicks the person makes on the page (trusted ones: what a finger or a mouse does). */
export const countClicks = async (page: Page) => {
  await page.addInitScript(() => {
    const counter = window as unknown as { clicks: number };
    counter.clicks = 0;
    document.addEventListener(
      "click",
      (event) => {
        if (event.isTrusted && event.detail > 0) counter.clicks++;
      },
      true,
    );
  });
  return {
    read: () => page.evaluate(() => (window as unknown as { clicks: number }).clicks),
    reset: () =>
      page.evaluate(() => {
        (window as unknown as { clicks: number }).clicks = 0;
      }),
  };
};

type BoardOrder = { turn: string; lines: { name: string; quantity: number }[] };

/** The open shift's orders, as the API has them. */
export const boardOrders = async (page: Page): Promise<BoardOrder[]> => {
  const response = await page.request.get("/api/v1/board");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { orders: BoardOrder[] } }).data.orders;
};
