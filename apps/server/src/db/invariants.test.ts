import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { productsKit } from "../../test/products-kit.ts";
import { useTestServer } from "../../test/server-kit.ts";
import { cash, insertOrder, shiftCalls } from "../../test/shifts-kit.ts";
import { checkInvariants, reportText } from "./invariants.ts";

const exec = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

describe.each(engines)("npm run comanda -- doctor on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  const db = () => server().ctx.database.db;
  const doctor = () => {
    const target = server().db.target;
    const url = target.kind === "postgres" ? target.url : `file:${target.file}`;
    return exec(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/cli/index.ts", "doctor"], {
      cwd: root,
      // Vitest sets BASE_URL=/ for its own use; the CLI must see the environment a user would have.
      env: { ...process.env, BASE_URL: "", DATABASE_URL: url },
    });
  };

  /** A business whose stock moved through the dialogs and whose shift has completed orders. */
  const consistentBusiness = async () => {
    const a = await kit.business();
    const category = await a.category("Bebidas");
    const body = { name: "Coca-Cola", category_id: category.id };
    const product = await a.product({ ...body, quantity: 10 });
    expect((await a.edit(product.id, { ...body, quantity: 7 })).statusCode).toBe(200);
    await a.product({ name: "Milanesa", category_id: category.id });
    const flour = await a.ingredient("Harina", "kg");
    const edited = await a.edit(product.id, { ...body, quantity: 0 });
    expect(edited.statusCode).toBe(200);
    const shift = (await shiftCalls(server(), a.cookies).open()).json().data;
    for (const total of [150000, 2550]) {
      await insertOrder(db(), { businessId: a.businessId, shiftId: shift.id, total });
      await db()
        .updateTable("shift")
        .set((eb) => ({
          total_orders: eb("total_orders", "+", 1),
          total_amount: eb("total_amount", "+", total),
        }))
        .where("id", "=", shift.id)
        .execute();
      // The running total per method that completing the order through the API moves (decision 020).
      await db()
        .insertInto("shift_method_total")
        .values({
          shift_id: shift.id,
          payment_method_id: cash.id,
          business_id: a.businessId,
          name: cash.name,
          is_cash: 1,
          orders: 1,
          amount: total,
        })
        .onConflict((conflict) =>
          conflict.columns(["shift_id", "payment_method_id"]).doUpdateSet((eb) => ({
            orders: eb("shift_method_total.orders", "+", 1),
            amount: eb("shift_method_total.amount", "+", total),
          })),
        )
        .execute();
    }
    await insertOrder(db(), { businessId: a.businessId, shiftId: shift.id, total: 999, status: "cancelled" });
    return { ...a, product, flour, shift };
  };

  it("finds every stock equal to its movements and every shift equal to its completed orders", async () => {
    await consistentBusiness();
    await consistentBusiness();
    const report = await checkInvariants(db());
    expect(report.breaks).toEqual([]);
    expect(report.checked).toMatchObject({ products: 4, ingredients: 2, shifts: 2 });
    expect(reportText(report)).toBe(
      "Todo en orden: 4 productos, 2 ingredientes y 2 turnos coinciden con sus movimientos y pedidos.",
    );
    const run = await doctor();
    expect(run.stdout).toContain("Todo en orden: 4 productos, 2 ingredientes y 2 turnos");
  });

  it("names a hand-corrupted stock and shift total, and exits 1", async () => {
    const a = await consistentBusiness();
    await db()
      .updateTable("product")
      .set({ quantity: sql<number>`quantity + 1` })
      .where("id", "=", a.product.id)
      .execute();
    await db()
      .updateTable("ingredient")
      .set({ quantity: sql<number>`quantity - 250` })
      .where("id", "=", a.flour.id)
      .execute();
    await db().updateTable("shift").set({ total_amount: 100 }).where("id", "=", a.shift.id).execute();

    const report = await checkInvariants(db());
    expect(report.breaks).toEqual([
      { kind: "product", business: "La Esquina", name: "Coca-Cola", unit: null, expected: 0, found: 1 },
      {
        kind: "ingredient",
        business: "La Esquina",
        name: "Harina",
        unit: "kg",
        expected: 10000,
        found: 9750,
      },
      {
        kind: "shift",
        business: "La Esquina",
        code: a.shift.code,
        expected: { orders: 2, amount: 152550 },
        found: { orders: 2, amount: 100 },
      },
    ]);
    const text = reportText(report);
    expect(text).toContain("Se encontraron 3 problemas:");
    expect(text).toContain(
      "«La Esquina», producto «Coca-Cola»: sus movimientos suman 0, pero el stock guardado es 1.",
    );
    expect(text).toContain(
      "«La Esquina», ingrediente «Harina»: sus movimientos suman 10 kg, pero el stock guardado es 9,75 kg.",
    );
    expect(text).toMatch(
      new RegExp(
        `«La Esquina», turno ${a.shift.code}: sus pedidos completados son 2 por \\$\\s1\\.525,50, ` +
          "pero el turno registra 2 por \\$\\s1,00\\.",
      ),
    );

    await expect(doctor()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("producto «Coca-Cola»: sus movimientos suman 0"),
    });
  });

  it("names a shift whose running total of a payment method differs from its completed orders", async () => {
    const a = await consistentBusiness();
    expect((await checkInvariants(db())).breaks.filter((item) => item.kind === "method-total")).toEqual([]);
    await db()
      .updateTable("shift_method_total")
      .set({ orders: 1, amount: 2550 })
      .where("shift_id", "=", a.shift.id)
      .execute();
    const report = await checkInvariants(db());
    expect(report.breaks.filter((item) => item.kind === "method-total")).toEqual([
      {
        kind: "method-total",
        business: "La Esquina",
        code: a.shift.code,
        method: "Efectivo",
        expected: { orders: 2, amount: 152550 },
        found: { orders: 1, amount: 2550 },
      },
    ]);
    expect(reportText(report)).toMatch(
      new RegExp(
        `turno ${a.shift.code}, Efectivo: sus pedidos completados son 2 por \\$\\s1\\.525,50, ` +
          "pero el total del medio de pago registra 1 por \\$\\s25,50\\.",
      ),
    );
  });
});
