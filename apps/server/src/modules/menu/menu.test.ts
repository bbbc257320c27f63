import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addCategory, insertProduct } from "../../../test/product-rows-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("menu and public price list on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;
  let address = 0;
  /** Each test reads from an address of its own, so the per-address limit of one never reaches another. */
  const nextAddress = () => {
    address += 1;
    return `10.20.${Math.floor(address / 250)}.${address % 250}`;
  };

  /**
   * A business whose catalog has everything a public page must leave out: disabled products, a disabled
   * category, costs, codes and stock. Prices in centavos.
   */
  const seed = async (businessName: string, suffix = "") => {
    const owner = await signUp(server(), { business_name: businessName });
    const businessId = owner.session.business.id;
    const category = (name: string) => addCategory(server(), owner.cookies, name);
    const drinks = await category("Bebidas");
    const food = await category("Comidas");
    const wines = await category("Vinos");
    const empty = await category("Postres");
    const product = (name: string, categoryId: string, price: number, extra: Record<string, unknown> = {}) =>
      insertProduct(db(), businessId, {
        name: `${name}${suffix}`,
        categoryId,
        price,
        unitPrice: 77_777,
        quantity: 4242,
        code: `SECRETO-${name}${suffix}`.replace(/\s/g, ""),
        ...extra,
      });
    const pizza = await product("Pizza", food, 1_250_050);
    const empanada = await product("empanada", food, 150_000, { quantity: null });
    await product("Fugazzeta", food, 999_900, { status: "disabled" });
    const soda = await product("Agua", drinks, 80_000);
    await product("Malbec", wines, 900_000);
    await db().updateTable("category").set({ status: "disabled" }).where("id", "=", wines).execute();
    return {
      owner,
      businessId,
      slug: owner.session.business.slug,
      ids: { drinks, food, wines, empty, pizza, empanada, soda },
    };
  };

  // Ids are hex: none of these can turn up inside one by chance.
  const secrets = [
    "SECRETO",
    "777.77",
    ":4242",
    '"code"',
    '"quantity"',
    "Fugazzeta",
    "Malbec",
    "Vinos",
    "Postres",
    "de B",
  ];

  const menuOf = (cookies?: Cookies) => inject(server(), { method: "GET", url: "/api/v1/menu", cookies });
  const priceList = (slug: string, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    inject(server(), { method: "GET", url: `/api/v1/price-list/${slug}`, headers, remoteAddress });

  const expectedMenu = (seeded: Awaited<ReturnType<typeof seed>>, businessName: string, suffix = "") => ({
    business: { name: businessName, slug: seeded.slug, logoUrl: null },
    sections: [
      {
        categoryId: seeded.ids.drinks,
        categoryName: "Bebidas",
        products: [{ id: seeded.ids.soda, name: `Agua${suffix}`, price: 800 }],
      },
      {
        categoryId: seeded.ids.food,
        categoryName: "Comidas",
        products: [
          { id: seeded.ids.empanada, name: `empanada${suffix}`, price: 1500 },
          { id: seeded.ids.pizza, name: `Pizza${suffix}`, price: 12500.5 },
        ],
      },
    ],
    combos: [],
  });

  it("shows staff exactly the enabled products of enabled categories of their business, by name", async () => {
    const a = await seed("Parrilla Uno");
    await seed("Parrilla Dos", " de B");
    const response = await menuOf(a.owner.cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: expectedMenu(a, "Parrilla Uno") });
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    const cashier = await addUser(server(), a.businessId, "CASHIER");
    expect((await menuOf(cashier.cookies)).json()).toEqual({ data: expectedMenu(a, "Parrilla Uno") });
  });

  it("refuses the menu to a signed-out caller and to the kitchen", async () => {
    const a = await seed("Bar Menu");
    const signedOut = await menuOf();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe("unauthenticated");
    const kitchen = await addUser(server(), a.businessId, "KITCHEN");
    expect((await menuOf(kitchen.cookies)).statusCode).toBe(403);
  });

  it("serves the public list signed out, by slug, with exactly what the menu shows", async () => {
    const a = await seed("Cantina Pública");
    const b = await seed("Cantina Pública", " de B");
    expect(b.slug).not.toBe(a.slug);
    const response = await priceList(a.slug);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: expectedMenu(a, "Cantina Pública") });
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect((await priceList(b.slug)).json()).toEqual({ data: expectedMenu(b, "Cantina Pública", " de B") });
  });

  it("answers an unknown or disabled business as not found, and a malformed slug as invalid", async () => {
    const missing = await priceList("no-existe-este-negocio");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: "not-found", message: "No encontramos esa lista de precios." },
    });
    const a = await seed("Bodegón Cerrado");
    expect((await priceList(a.slug)).statusCode).toBe(200);
    await db().updateTable("business").set({ status: "disabled" }).where("id", "=", a.businessId).execute();
    expect((await priceList(a.slug)).json().error.message).toBe("No encontramos esa lista de precios.");
    for (const slug of ["Mayúsculas", "con_guion", "-guion", "x".repeat(121)])
      expect((await priceList(encodeURIComponent(slug))).statusCode).toBe(400);
  });

  it("tags the body with a strong ETag and answers a client holding it with 304 and no body", async () => {
    const a = await seed("Café Cacheable");
    const first = await priceList(a.slug);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect((await priceList(a.slug)).headers.etag).toBe(etag);

    for (const held of [etag, `W/${etag}`, `"otro", ${etag}`, "*"]) {
      const again = await priceList(a.slug, { "if-none-match": held });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("no-cache");
    }
    expect((await priceList(a.slug, { "if-none-match": '"otro"' })).statusCode).toBe(200);

    // A price change shows at once: the held tag no longer matches.
    await db().updateTable("product").set({ price: 1_300_000 }).where("id", "=", a.ids.pizza).execute();
    const changed = await priceList(a.slug, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.sections[1].products[1]).toEqual({
      id: a.ids.pizza,
      name: "Pizza",
      price: 13000,
    });
  });

  it("limits each address to 120 reads a minute, in Spanish, leaving other addresses alone", async () => {
    const a = await seed("Kiosco Popular");
    const busy = nextAddress();
    for (let n = 0; n < 120; n += 1) expect((await priceList(a.slug, {}, busy)).statusCode).toBe(200);
    const refused = await priceList(a.slug, {}, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("resource-exhausted");
    expect(refused.json().error.message).toMatch(
      /^Demasiadas consultas a la lista de precios\. Esperá \d+ segundos?/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await priceList("otro-negocio-cualquiera", {}, busy)).statusCode).toBe(429);
    expect((await priceList(a.slug)).statusCode).toBe(200);
    // Counted in memory: a customer's look at the menu writes nothing to the database.
    const counted = await db()
      .selectFrom("rate_limit")
      .select("key")
      .where("key", "like", "price-list%")
      .execute();
    expect(counted).toEqual([]);
  });
});
