import {
  canPerform,
  mayEverPerform,
  type OrderAction,
  type OrderStatus,
  type OrderType,
  orderActions,
  orderStatuses,
  orderStatusLabels,
  type Role,
  roles,
} from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { closeShiftRow, serviceCounts } from "../../../../test/service-rows-kit.ts";

/** The ADMIN's presses that bring a new order to each status; 'En camino' is a delivery's only. */
const pathTo: Record<OrderStatus, OrderAction[]> = {
  pending: [],
  preparing: ["receive"],
  ready: ["receive", "deliver"],
  // A table's tab's own (tabs.test.ts): never reached here.
  served: [],
  on_the_way: ["receive", "deliver", "dispatch"],
  completed: ["receive", "deliver", "complete"],
  cancelled: ["cancel"],
};
const deliveryPathTo: Partial<Record<OrderStatus, OrderAction[]>> = {
  completed: ["receive", "deliver", "dispatch", "complete"],
};

const targets: Record<OrderAction, OrderStatus> = {
  receive: "preparing",
  deliver: "ready",
  serve: "served",
  dispatch: "on_the_way",
  complete: "completed",
  cancel: "cancelled",
};

describe.each(engines)("order transitions on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  let product: string;
  let customer: string;
  let callers: Record<Role, Awaited<ReturnType<SellingBusiness["staff"]>>>;
  beforeAll(async () => {
    shop = await sellingBusiness(server());
    product = await shop.product("Empanada", { price: 120_000, quantity: null });
    customer = await shop.customer("Marta");
    callers = {
      ADMIN: await shop.staff("ADMIN"),
      CASHIER: await shop.staff("CASHIER"),
      KITCHEN: await shop.staff("KITCHEN"),
      WAITER: await shop.staff("WAITER"),
    };
  });

  const orderIn = async (status: OrderStatus, type: OrderType = "counter") => {
    const delivery = type === "delivery" ? { type, customer_id: customer } : {};
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }], ...delivery });
    const path = (type === "delivery" ? deliveryPathTo[status] : undefined) ?? pathTo[status];
    for (const action of path) expect((await shop.act(order.id, action)).statusCode).toBe(200);
    return order.id;
  };

  // A counter order never is 'En camino'; a delivery's table differs only from 'Listo para entregar' on.
  const cases = [
    ...roles.flatMap((role) =>
      orderActions.flatMap((action) =>
        orderStatuses
          .filter((status) => status !== "on_the_way" && status !== "served")
          .map((status) => [role, action, status, "counter"] as const),
      ),
    ),
    ...roles.flatMap((role) =>
      orderActions.flatMap((action) =>
        (["ready", "on_the_way", "completed"] as const).map(
          (status) => [role, action, status, "delivery"] as const,
        ),
      ),
    ),
  ];

  it.each(cases)("%s pressing %s on a %s %s order", async (role, action, status, type) => {
    const id = await orderIn(status, type);
    const response = await callers[role].act(id, action);
    const after = (await shop.get(id)).json().data;
    // Decision 083: a waiter charges and cancels only with an ADMIN's PIN (the waiter's switch starts off).
    if (role === "WAITER" && (action === "complete" || action === "cancel")) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.details).toEqual({ pin: "required" });
      expect(after.status).toBe(status);
      return;
    }
    if (canPerform(role, action, status, type)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id, status: targets[action], type });
      expect(after.status).toBe(targets[action]);
      expect(after.updatedAt).toBe(after.statusChangedAt);
      return;
    }
    expect(after.status).toBe(status);
    if (!mayEverPerform(role, action)) {
      // KITCHEN never completes nor dispatches: the role table refuses the route itself.
      expect(response.statusCode).toBe(403);
    } else if (role === "KITCHEN" && action === "cancel" && status === "ready") {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: "permission-denied",
        message: "La cocina no puede cancelar un pedido listo para entregar.",
      });
    } else if (role === "KITCHEN" && action === "cancel" && status === "on_the_way") {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe("La cocina no puede cancelar un pedido que está en camino.");
    } else if (action === "dispatch" && type !== "delivery") {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("Solo un pedido de delivery sale «En camino».");
    } else if (action === "serve") {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("Solo el pedido de una mesa se lleva a la mesa.");
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "aborted",
        message: `Este pedido ya está «${orderStatusLabels[status]}».`,
      });
    }
  });

  it.each(roles)("%s creating an order", async (role) => {
    const response = await callers[role].create(
      shop.body({ products: [{ product_id: product, quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(role === "KITCHEN" ? 403 : 201);
  });

  it("adds a completed order to the shift's totals, and only a completed one", async () => {
    const before = await shop.shiftRow();
    const completed = await orderIn("completed");
    await orderIn("cancelled");
    await orderIn("ready");
    const after = await shop.shiftRow();
    expect(Number(after.total_orders) - Number(before.total_orders)).toBe(1);
    expect(Number(after.total_amount) - Number(before.total_amount)).toBe(120_000);
    expect((await shop.get(completed)).json().data.status).toBe("completed");
  });

  it("answers another business's orders as not found, and changes nothing", async () => {
    const id = await orderIn("ready");
    const other = await sellingBusiness(server());
    expect((await other.get(id)).statusCode).toBe(404);
    for (const action of orderActions) {
      const response = await other.act(id, action);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "not-found", message: "No encontramos ese pedido." });
    }
    expect((await shop.get(id)).json().data.status).toBe("ready");
    expect((await shop.act(crypto.randomUUID(), "receive")).statusCode).toBe(404);
    expect((await shop.get("no-es-un-id")).statusCode).toBe(400);
  });

  it("freezes the orders of a closed shift", async () => {
    const frozen = await sellingBusiness(server());
    const empanada = await frozen.product("Empanada", { quantity: 5 });
    const order = await placeOrder(frozen, { products: [{ product_id: empanada, quantity: 2 }] });
    await closeShiftRow(server().ctx.database.db, frozen.shiftId, frozen.userId);
    const counts = await serviceCounts(server().ctx.database.db);
    for (const action of orderActions) {
      const response = await frozen.act(order.id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("El turno de este pedido ya está cerrado.");
    }
    expect((await frozen.get(order.id)).json().data.status).toBe("pending");
    expect(await frozen.quantityOf("product", empanada)).toBe(3);
    expect(await serviceCounts(server().ctx.database.db)).toEqual(counts);
  });
});
