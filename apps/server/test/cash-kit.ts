import { type Shift, uuidv7 } from "@comanda/domain";
import { expect } from "vitest";
import { orderCalls } from "./orders-kit.ts";
import { insertProduct } from "./product-rows-kit.ts";
import { addUser, signUp, type TestServer } from "./server-kit.ts";
import { shiftCalls } from "./shifts-kit.ts";

/**
 * A business with 'Efectivo' (cash) and 'Tarjeta', a dish at $1.500 and a shift opened through the API
 * with `cashFloat` pesos: orders are sold and completed through the routes, so the running totals move.
 */
export const cashShop = async (server: TestServer, cashFloat = 1000) => {
  const db = server.ctx.database.db;
  const owner = await signUp(server);
  const businessId = owner.session.business.id;
  const orders = orderCalls(server, owner.cookies);
  const shifts = shiftCalls(server, owner.cookies);
  const created = async (url: string, body: object) => {
    const response = await orders.call("POST", url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; isCash?: boolean };
  };
  const categoryId = (await created("/categories", { name: "Platos" })).id;
  const cash = await created("/payment-methods", { name: "Efectivo", is_cash: true });
  const card = await created("/payment-methods", { name: "Tarjeta" });
  const dish = await insertProduct(db, businessId, {
    name: "Milanesa",
    categoryId,
    price: 150_000,
    quantity: null,
  });
  const opened = await shifts.open({ cash_float: cashFloat });
  expect(opened.statusCode, opened.body).toBe(201);
  const shift: Shift = opened.json().data;

  /** One order of `units` dishes paid with `method`, then completed or cancelled (or left pending). */
  const sell = async (method: string, units = 1, end: "complete" | "cancel" | "pending" = "complete") => {
    const response = await orders.create({
      id: uuidv7(),
      turn: "1",
      payment_method_id: method,
      products: [{ product_id: dish, quantity: units }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const id: string = response.json().data.id;
    const steps =
      end === "complete"
        ? (["receive", "deliver", "complete"] as const)
        : end === "cancel"
          ? (["cancel"] as const)
          : [];
    for (const step of steps) {
      const moved = await orders.act(id, step);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  };

  const staff = async (role: "CASHIER" | "KITCHEN") =>
    shiftCalls(server, (await addUser(server, businessId, role)).cookies);

  const counts = (rows: [string, number][]) => ({
    counts: rows.map(([payment_method_id, counted]) => ({ payment_method_id, counted })),
  });

  return { db, owner, businessId, orders, shifts, cash, card, dish, shift, sell, staff, counts };
};
