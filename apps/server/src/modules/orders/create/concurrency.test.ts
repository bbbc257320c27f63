import type { Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { movementSums } from "../../../../test/service-rows-kit.ts";
import { pause } from "../../../../test/sse-kit.ts";
import { checkInvariants } from "../../../db/invariants.ts";
import type { Database } from "../../../db/schema.ts";

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

describe.each(engines)("orders under concurrent devices on %s", (engine) => {
  const server = useTestServer(engine);

  it("sells exactly the stock: 50 orders of one unit against 10 → 10 stored, 40 refused naming it", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        shop.create(shop.body({ turn: String(index + 1), products: [{ product_id: coke, quantity: 1 }] })),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused)
      expect(response.json().error).toEqual({
        code: "aborted",
        message: "No hay stock suficiente de Coca-Cola: quedan 0.",
      });
    expect(await shop.quantityOf("product", coke)).toBe(0);
    const db = server().ctx.database.db;
    const orders = await db
      .selectFrom("order")
      .select("id")
      .where("business_id", "=", shop.businessId)
      .execute();
    expect(orders).toHaveLength(10);
    const sales = await db
      .selectFrom("stock_movement")
      .select(["order_id", "delta", "quantity_after"])
      .where("business_id", "=", shop.businessId)
      .where("reason", "=", "sale")
      .execute();
    expect(sales.map((sale) => sale.order_id).sort()).toEqual(orders.map((order) => order.id).sort());
    // Each sale saw the stock right after it: 9, 8, … 0, once each.
    expect(sales.map((sale) => Number(sale.quantity_after)).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect((await movementSums(db, shop.businessId)).get(coke)).toBe(0);
    // The next turn follows the highest turn stored, whichever order committed last.
    const turns = created.map((response) => Number(response.json().data.turn));
    expect(Number((await shop.shiftRow()).last_turn)).toBe(Math.max(...turns));
  });

  it("takes one order and one decrement from a burst of retries of the same order", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 10 });
    const body = shop.body({ products: [{ product_id: coke, quantity: 3 }] });
    const responses = await Promise.all(Array.from({ length: 8 }, () => shop.create(body)));
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    for (const response of responses) expect(response.json().data.id).toBe(body.id);
    expect(await shop.quantityOf("product", coke)).toBe(7);
    expect((await movementSums(server().ctx.database.db, shop.businessId)).get(coke)).toBe(7);
  });

  it("counts two concurrent 'Completar' once in the shift's totals", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { price: 150_050 });
    const order = await placeOrder(shop, { products: [{ product_id: coke, quantity: 2 }] });
    await shop.act(order.id, "receive");
    await shop.act(order.id, "deliver");
    const cashier = await shop.staff("CASHIER");
    const responses = await Promise.all([shop.act(order.id, "complete"), cashier.act(order.id, "complete")]);
    expect(statuses(responses)).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json().error.message).toBe("Este pedido ya está «Completado».");
    const shift = await shop.shiftRow();
    expect([Number(shift.total_orders), Number(shift.total_amount)]).toEqual([1, 300_100]);
  });

  it("returns a cancelled order's stock once, however many devices press cancel", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 10 });
    const cheese = await shop.ingredient("Queso", "kg", 1_000);
    await shop.recipe(coke, cheese, 100);
    const order = await placeOrder(shop, { products: [{ product_id: coke, quantity: 4 }] });
    const kitchen = await shop.staff("KITCHEN");
    const responses = await Promise.all([
      shop.act(order.id, "cancel"),
      kitchen.act(order.id, "cancel"),
      shop.act(order.id, "cancel"),
    ]);
    expect(statuses(responses)).toEqual([200, 409, 409]);
    expect(await shop.quantityOf("product", coke)).toBe(10);
    expect(await shop.quantityOf("ingredient", cheese)).toBe(1_000);
    const returned = await server()
      .ctx.database.db.selectFrom("stock_movement")
      .select(["item_id", "delta", "user_id"])
      .where("order_id", "=", order.id)
      .where("reason", "=", "cancellation")
      .execute();
    expect(returned.map((row) => [row.item_id, Number(row.delta)]).sort()).toEqual(
      [
        [coke, 4],
        [cheese, 400],
      ].sort(),
    );
    const sums = await movementSums(server().ctx.database.db, shop.businessId);
    expect([sums.get(coke), sums.get(cheese)]).toEqual([10, 1_000]);
  });

  it("never lets an order land in a shift that a concurrent close shut", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 5 });
    let creates: Promise<{ statusCode: number; json: () => { error: { message: string } } }>[] = [];
    await server()
      .ctx.database.db.transaction()
      .execute(async (trx) => {
        // As the shifts module closes: the shift row first (locked `for update` on PostgreSQL: orders hold
        // it `for key share`, which a plain update would not wait for), then its open orders are counted.
        // Orders sent meanwhile must wait for the close and then find no open shift.
        if (engine === "postgres")
          await trx.selectFrom("shift").select("id").where("id", "=", shop.shiftId).forUpdate().execute();
        await trx
          .updateTable("shift")
          .set({ status: "inactive", end_date: Date.now(), updated_at: Date.now() })
          .where("id", "=", shop.shiftId)
          .execute();
        creates = Array.from({ length: 5 }, (_, index) =>
          shop.create(shop.body({ turn: String(index + 1), products: [{ product_id: coke, quantity: 1 }] })),
        );
        await pause(800);
        const open = await trx
          .selectFrom("order")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("shift_id", "=", shop.shiftId)
          .executeTakeFirstOrThrow();
        expect(Number(open.n)).toBe(0);
      });
    for (const response of await Promise.all(creates)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        "No hay un turno abierto: iniciá un turno para tomar pedidos.",
      );
    }
    expect(await shop.quantityOf("product", coke)).toBe(5);
    const stored = await server()
      .ctx.database.db.selectFrom("order")
      .select("id")
      .where("shift_id", "=", shop.shiftId)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it("leaves every stock equal to its movements and every shift's totals to its orders (doctor)", async () => {
    expect((await checkInvariants(server().ctx.database.db)).breaks).toEqual([]);
  });
});

describe.runIf(engines.includes("postgres"))(
  "an order whose product changes between its read and its write on PostgreSQL",
  () => {
    const server = useTestServer("postgres");

    /**
     * Sends an order while another transaction holds its product's row, so the order's write waits on it
     * after its read; `change` then runs in that transaction, which commits, and the answer comes back.
     */
    const orderWhileHeld = async (
      shop: SellingBusiness,
      productId: string,
      change: (trx: Transaction<Database>) => Promise<unknown>,
    ) => {
      const held = await server().ctx.database.db.startTransaction().execute();
      await held.selectFrom("product").select("id").where("id", "=", productId).forUpdate().execute();
      const created = shop.create(shop.body({ products: [{ product_id: productId, quantity: 2 }] }));
      await pause(400);
      await change(held);
      await held.commit().execute();
      return created;
    };

    it("is sent again when the product stopped being tracked meanwhile, and takes nothing from it", async () => {
      const shop = await sellingBusiness(server());
      const coke = await shop.product("Coca-Cola", { quantity: 5 });
      const db = server().ctx.database.db;
      const response = await orderWhileHeld(shop, coke, (trx) =>
        trx.updateTable("product").set({ quantity: null }).where("id", "=", coke).execute(),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(await shop.quantityOf("product", coke)).toBeNull();
      const movements = await db
        .selectFrom("stock_movement")
        .select("id")
        .where("item_id", "=", coke)
        .where("reason", "=", "sale")
        .execute();
      expect(movements).toHaveLength(0);
    });

    it("is refused naming what is left when another order took the stock meanwhile", async () => {
      const shop = await sellingBusiness(server());
      const coke = await shop.product("Coca-Cola", { quantity: 3 });
      const db = server().ctx.database.db;
      // Another order takes two of the three units meanwhile.
      const response = await orderWhileHeld(shop, coke, (trx) =>
        trx.updateTable("product").set({ quantity: 1 }).where("id", "=", coke).execute(),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("No hay stock suficiente de Coca-Cola: quedan 1.");
      const stored = await db.selectFrom("order").select("id").where("shift_id", "=", shop.shiftId).execute();
      expect(stored).toHaveLength(0);
      expect(await shop.quantityOf("product", coke)).toBe(1);
    });
  },
);
