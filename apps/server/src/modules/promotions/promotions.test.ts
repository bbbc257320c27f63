import type { ChangeEvent } from "@comanda/domain";
import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { comboBusiness, comboRows } from "../../../test/product-rows-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("promotions on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;

  const business = () => comboBusiness(server());
  const rows = (businessId: string) => comboRows(db(), businessId);

  it("creates an active combo starting now, with its items in order, and reads it back", async () => {
    const a = await business();
    const pizza = await a.product("Pizza muzzarella");
    const soda = await a.product("Gaseosa", { price: 200_000, quantity: null });
    const before = Date.now();
    const response = await a.create({
      name: "  Combo   pizza ",
      value: 12500.5,
      applies_to: [
        { product_id: soda, quantity_needed: 2 },
        { product_id: pizza, quantity_needed: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      name: "Combo pizza",
      type: "combo",
      isActive: true,
      value: 12500.5,
      endDate: null,
      appliesTo: [
        {
          productId: soda,
          name: "Gaseosa",
          quantityNeeded: 2,
          price: 2000,
          quantity: null,
          status: "enabled",
        },
        {
          productId: pizza,
          name: "Pizza muzzarella",
          quantityNeeded: 1,
          price: 1500.5,
          quantity: 7,
          status: "enabled",
        },
      ],
    });
    expect(created.startDate).toBeGreaterThanOrEqual(before);
    expect(created.startDate).toBeLessThanOrEqual(Date.now());
    expect((await a.get(created.id)).json().data).toEqual(created);
    expect((await a.list()).json().data).toEqual({ items: [created], total: 1, nextCursor: null });
    const stored = await rows(a.businessId);
    expect(stored.promotions).toMatchObject([{ name_key: "combo pizza", value: 1_250_050, is_active: 1 }]);
    expect(stored.items.map((item) => [item.product_id, item.position, item.quantity_needed])).toEqual([
      [soda, 0, 2],
      [pizza, 1, 1],
    ]);
  });

  it("keeps the given dates; the end must come after the start", async () => {
    const a = await business();
    const pizza = await a.product("Pizza");
    const start = Date.UTC(2031, 0, 1);
    const end = Date.UTC(2031, 1, 1);
    const created = await a.create({
      name: "Verano",
      value: 10,
      start_date: start,
      end_date: end,
      applies_to: [{ product_id: pizza, quantity_needed: 1 }],
    });
    expect(created.json().data).toMatchObject({ startDate: start, endDate: end });
    // Without a start date the combo starts now: an end already past is refused, not a database error.
    const past = await a.create({
      name: "Pasada",
      value: 10,
      end_date: Date.now() - 1000,
      applies_to: [{ product_id: pizza, quantity_needed: 1 }],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({
      end_date: "La fecha final debe ser posterior a la de inicio.",
    });
    expect((await rows(a.businessId)).promotions).toHaveLength(1);
  });

  it("edits a combo: replaces its items, keeps the start date when omitted, clears the end date", async () => {
    const a = await business();
    const [pizza, soda, fries] = [
      await a.product("Pizza"),
      await a.product("Gaseosa"),
      await a.product("Papas"),
    ];
    const start = Date.UTC(2030, 5, 1);
    const created = (
      await a.create({
        name: "Combo",
        value: 100,
        start_date: start,
        end_date: Date.UTC(2030, 6, 1),
        applies_to: [
          { product_id: pizza, quantity_needed: 1 },
          { product_id: soda, quantity_needed: 1 },
        ],
      })
    ).json().data;
    const response = await a.edit(created.id, {
      name: "Combo grande",
      value: 150.25,
      applies_to: [
        { product_id: fries, quantity_needed: 3 },
        { product_id: pizza, quantity_needed: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().data;
    expect(edited).toMatchObject({
      id: created.id,
      name: "Combo grande",
      value: 150.25,
      isActive: true,
      startDate: start,
      endDate: null,
      appliesTo: [
        { productId: fries, quantityNeeded: 3 },
        { productId: pizza, quantityNeeded: 2 },
      ],
      createdAt: created.createdAt,
    });
    expect(edited.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
    expect((await rows(a.businessId)).items.map((item) => item.product_id)).toEqual([fries, pizza]);
    expect((await a.get(created.id)).json().data).toEqual(edited);
    // An end date before the kept start date is refused on edit too.
    const bad = await a.edit(created.id, {
      name: "Combo",
      value: 1,
      end_date: start - 1,
      applies_to: [{ product_id: pizza, quantity_needed: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("end_date");
    expect((await a.get(created.id)).json().data).toEqual(edited);
  });

  it("toggles isActive and deletes a combo with its items", async () => {
    const a = await business();
    const pizza = await a.product("Pizza");
    const created = (
      await a.create({ name: "Combo", value: 1, applies_to: [{ product_id: pizza, quantity_needed: 1 }] })
    ).json().data;
    const off = await a.setActive(created.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: created.id, isActive: false, appliesTo: created.appliesTo });
    expect((await rows(a.businessId)).promotions[0]?.is_active).toBe(0);
    expect((await a.setActive(created.id, { isActive: true })).json().data.isActive).toBe(true);
    expect((await a.setActive(created.id, { isActive: "no" })).statusCode).toBe(400);
    expect((await a.setActive(created.id, {})).statusCode).toBe(400);

    const removed = await a.remove(created.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { ok: true } });
    expect(await rows(a.businessId)).toEqual({ promotions: [], items: [] });
    expect((await a.get(created.id)).statusCode).toBe(404);
    expect((await a.remove(created.id)).statusCode).toBe(404);
  });

  it("lets a product disabled after joining stay, but refuses adding a disabled one", async () => {
    const a = await business();
    const pizza = await a.product("Pizza");
    const off = await a.product("Fainá", { status: "disabled" });
    const refused = await a.create({
      name: "Combo",
      value: 1,
      applies_to: [
        { product_id: pizza, quantity_needed: 1 },
        { product_id: off, quantity_needed: 1 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      "applies_to.1.product_id": "El producto está deshabilitado.",
    });
    expect(await rows(a.businessId)).toEqual({ promotions: [], items: [] });

    const created = (
      await a.create({ name: "Combo", value: 1, applies_to: [{ product_id: pizza, quantity_needed: 1 }] })
    ).json().data;
    await db().updateTable("product").set({ status: "disabled" }).where("id", "=", pizza).execute();
    const kept = await a.edit(created.id, {
      name: "Combo",
      value: 2,
      applies_to: [{ product_id: pizza, quantity_needed: 2 }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.appliesTo).toEqual([
      expect.objectContaining({ productId: pizza, quantityNeeded: 2, status: "disabled" }),
    ]);
  });

  it("publishes each change to the business's stream after it commits", async () => {
    const a = await business();
    const pizza = await a.product("Pizza");
    const heard: (ChangeEvent | "resync")[] = [];
    const stop = server().ctx.bus.subscribe(a.businessId, (message) => heard.push(message));
    const body = { name: "Combo", value: 1, applies_to: [{ product_id: pizza, quantity_needed: 1 }] };
    const { id } = (await a.create(body)).json().data;
    await a.edit(id, body);
    await a.setActive(id, { isActive: false });
    await a.remove(id);
    const expected = (["insert", "update", "update", "delete"] as const).map((op) => ({
      entity: "promotions",
      id,
      op,
    }));
    await vi.waitFor(() => expect(heard).toEqual(expected));
    stop();
  });
});
