import { MAX_OBSERVATION_LENGTH, uuidv7 } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { serviceCounts } from "../../../../test/service-rows-kit.ts";

const day = 24 * 60 * 60 * 1000;

describe.each(engines)("orders refused on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  let ids: Record<
    "coke" | "off" | "untracked" | "beef" | "combo" | "late" | "early" | "inactive" | "withOff" | "card",
    string
  >;
  beforeAll(async () => {
    shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 10 });
    const off = await shop.product("Fernet", { quantity: 10 });
    const untracked = await shop.product("Flan", { quantity: null });
    const beef = await shop.ingredient("Carne", "kg", 5_000);
    await shop.recipe(untracked, beef, 250);
    const now = Date.now();
    const combo = await shop.combo("Combo", 1000, [{ product_id: coke, quantity_needed: 1 }]);
    const late = await shop.combo("Vencido", 1000, [{ product_id: coke, quantity_needed: 1 }], {
      start_date: now - 2 * day,
      end_date: now - day,
    });
    const early = await shop.combo("Futuro", 1000, [{ product_id: coke, quantity_needed: 1 }], {
      start_date: now + day,
    });
    const inactive = await shop.combo("Apagado", 1000, [{ product_id: coke, quantity_needed: 1 }]);
    expect((await shop.call("PATCH", `/promotions/${inactive}/status`, { isActive: false })).statusCode).toBe(
      200,
    );
    const withOff = await shop.combo("Con fernet", 1000, [{ product_id: off, quantity_needed: 1 }]);
    expect((await shop.call("PATCH", `/products/${off}/status`, { status: "disabled" })).statusCode).toBe(
      200,
    );
    const card = await shop.paymentMethod("Tarjeta");
    expect(
      (await shop.call("PATCH", `/payment-methods/${card}/status`, { status: "disabled" })).statusCode,
    ).toBe(200);
    ids = { coke, off, untracked, beef, combo, late, early, inactive, withOff, card };
  });

  /** What a refused order must leave as it was: every service row and every stock. */
  const state = async () => ({
    counts: await serviceCounts(server().ctx.database.db),
    stock: [
      await shop.quantityOf("product", ids.coke),
      await shop.quantityOf("product", ids.off),
      await shop.quantityOf("ingredient", ids.beef),
    ],
  });

  const line = (quantity: unknown) => ({ products: [{ product_id: ids.coke, quantity }] });
  const good = () => shop.body({ products: [{ product_id: ids.coke, quantity: 1 }] });
  // Each case breaks one thing of an otherwise good order (made fresh: ids and promotions need the setup).
  const cases: [string, () => unknown, number, RegExp | string][] = [
    [
      "an unknown product",
      () => shop.body({ products: [{ product_id: uuidv7(), quantity: 1 }] }),
      409,
      "Uno de los productos del pedido ya no existe.",
    ],
    [
      "a disabled product",
      () => shop.body({ products: [{ product_id: ids.off, quantity: 1 }] }),
      409,
      "El producto Fernet está deshabilitado.",
    ],
    ["quantity 0", () => shop.body(line(0)), 400, /al menos 1/],
    ["quantity -1", () => shop.body(line(-1)), 400, /al menos 1/],
    ["quantity 1.5", () => shop.body(line(1.5)), 400, /entero/],
    ["quantity as text", () => shop.body(line("2")), 400, /./],
    ["quantity past the limit", () => shop.body(line(1000)), 400, /999/],
    [
      "the same product twice",
      () =>
        shop.body({
          products: [
            { product_id: ids.coke, quantity: 1 },
            { product_id: ids.coke, quantity: 1 },
          ],
        }),
      400,
      /Dos líneas iguales/,
    ],
    ["no lines", () => shop.body({ products: [], promotions: [] }), 400, /al menos un producto/],
    [
      "a disabled payment method",
      () => ({ ...good(), payment_method_id: ids.card }),
      409,
      "El medio de pago Tarjeta está deshabilitado.",
    ],
    [
      "an unknown payment method",
      () => ({ ...good(), payment_method_id: uuidv7() }),
      409,
      "El medio de pago elegido ya no existe.",
    ],
    [
      "a combo out of its dates",
      () => shop.body({ promotions: [{ promotion_id: ids.late, quantity: 1 }] }),
      409,
      "La promoción Vencido no está vigente.",
    ],
    [
      "a combo not started",
      () => shop.body({ promotions: [{ promotion_id: ids.early, quantity: 1 }] }),
      409,
      "La promoción Futuro no está vigente.",
    ],
    [
      "an inactive combo",
      () => shop.body({ promotions: [{ promotion_id: ids.inactive, quantity: 1 }] }),
      409,
      "La promoción Apagado está desactivada.",
    ],
    [
      "a combo with a disabled product",
      () => shop.body({ promotions: [{ promotion_id: ids.withOff, quantity: 1 }] }),
      409,
      "La promoción Con fernet incluye Fernet, que está deshabilitado.",
    ],
    [
      "an unknown combo",
      () => shop.body({ promotions: [{ promotion_id: uuidv7(), quantity: 1 }] }),
      409,
      "Una de las promociones del pedido ya no existe.",
    ],
    [
      "a huge observation",
      () => ({ ...good(), observation: "x".repeat(MAX_OBSERVATION_LENGTH + 1) }),
      400,
      /500 caracteres/,
    ],
    ["a control character in the turn", () => ({ ...good(), turn: "1\u0000" }), 400, /caracteres/],
    ["an empty turn", () => ({ ...good(), turn: "  " }), 400, /número de orden/],
    ["a malformed id", () => ({ ...good(), id: "pedido-1" }), 400, /identificador/],
    ["a UUID that is not v7", () => ({ ...good(), id: crypto.randomUUID() }), 400, /identificador/],
    [
      "the all-zero v7",
      () => ({ ...good(), id: "00000000-0000-7000-8000-000000000000" }),
      400,
      /identificador/,
    ],
    [
      "the all-one v7",
      () => ({ ...good(), id: "ffffffff-ffff-7fff-bfff-ffffffffffff" }),
      400,
      /identificador/,
    ],
    [
      "a v7 from two days ago",
      () => ({ ...good(), id: uuidv7(Date.now() - 2 * 86_400_000) }),
      400,
      /identificador/,
    ],
    ["an oversell", () => shop.body(line(11)), 409, "No hay stock suficiente de Coca-Cola: quedan 10."],
    [
      "an oversell inside a combo",
      () => shop.body({ promotions: [{ promotion_id: ids.combo, quantity: 11 }] }),
      409,
      "No hay stock suficiente de Coca-Cola: quedan 10.",
    ],
    ["a total sent by the client", () => ({ ...good(), total: 1, extra: true }), 201, ""],
  ];

  it.each(cases)("answers %s, writing nothing when refused", async (_name, make, status, message) => {
    const before = await state();
    const response = await shop.create(make());
    expect(response.statusCode, response.body).toBe(status);
    if (status === 201) {
      // Extra keys are ignored: the total is the server's (1 × 1500), never the client's.
      expect(response.json().data.total).toBe(1500);
      return;
    }
    // A 400 names the field: its message is in `fields`, the summary in `message`.
    expect(JSON.stringify(response.json().error)).toMatch(message);
    expect(await state()).toEqual(before);
  });

  it("refuses a total past what an order can hold", async () => {
    const pricey = await shop.product("Caviar", { price: 1e14, quantity: null });
    const before = await state();
    const response = await shop.create(shop.body({ products: [{ product_id: pricey, quantity: 999 }] }));
    expect(response.statusCode).toBe(400);
    const message = "El total del pedido supera el máximo de $\u00a0100.000.000,00.";
    expect(response.json().error).toMatchObject({ message, fields: { products: message } });
    expect(await state()).toEqual(before);
    // Decision 068: a line (price × quantity) at the cap is an order; one centavo past it is not.
    const atCap = await shop.product("Barra de oro", { price: 5_000_000_000, quantity: null });
    const two = await shop.create(shop.body({ products: [{ product_id: atCap, quantity: 2 }] }));
    expect(two.statusCode, two.body).toBe(201);
    const three = await shop.create(shop.body({ products: [{ product_id: atCap, quantity: 3 }] }));
    expect(three.json().error).toMatchObject({ message, fields: { products: message } });
  });
});
