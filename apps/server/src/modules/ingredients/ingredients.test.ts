import { beforeAll, describe, expect, it } from "vitest";
import { type CatalogClient, catalogClient, type NamedRecordApi } from "../../../test/catalog-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { describeNamedRecordApi } from "../../../test/named-record-suite.ts";
import { useTestServer } from "../../../test/server-kit.ts";

const valid = { unit: "kg", quantity: 2, min_quantity: 1 };

const api: NamedRecordApi = {
  path: "/api/v1/ingredients",
  table: "ingredient",
  entity: "ingredients",
  body: (name) => ({ name, ...valid }),
  messages: {
    notFound: "No encontramos ese ingrediente.",
    duplicate: "Ya existe un ingrediente con ese nombre.",
  },
  badBodies: [
    { body: { name: "Harina", ...valid, quantity: -1 }, field: "quantity" },
    { body: { name: "Harina", ...valid, quantity: "-0,5" }, field: "quantity" },
    { body: { name: "Harina", ...valid, min_quantity: -0.001 }, field: "min_quantity" },
    { body: { name: "Harina", ...valid, quantity: 1.2345 }, field: "quantity" },
    { body: { name: "Harina", ...valid, quantity: "1,2345" }, field: "quantity" },
    { body: { name: "Harina", ...valid, quantity: "mucho" }, field: "quantity" },
    { body: { name: "Harina", ...valid, quantity: true }, field: "quantity" },
    { body: { name: "Harina", ...valid, quantity: 1e15 }, field: "quantity" },
    { body: { name: "Harina", ...valid, quantity: "9".repeat(1000) }, field: "quantity" },
    { body: { name: "Harina", unit: "kg", quantity: 1 }, field: "min_quantity" },
    { body: { name: "Harina", ...valid, unit: "gr" }, field: "unit" },
    { body: { name: "Harina", ...valid, unit: undefined }, field: "unit" },
    { body: { name: "Harina", ...valid, code: "x".repeat(41) }, field: "code" },
    { body: { name: "Harina", ...valid, code: 12 }, field: "code" },
    { body: { name: "Harina", ...valid, cost: -1 }, field: "cost" },
    { body: { name: "Harina", ...valid, cost: "100" }, field: "cost" },
    { body: { name: "Harina", ...valid, cost: 1.005 }, field: "cost" },
    { body: { name: "Harina", ...valid, cost: 1e13 }, field: "cost" },
  ],
};

describeNamedRecordApi(api);

describe.each(engines)("ingredient quantities on %s", (engine) => {
  const server = useTestServer(engine);
  let catalog: CatalogClient;
  beforeAll(async () => {
    catalog = catalogClient(server(), api);
  });

  const stored = (id: string) =>
    server()
      .ctx.database.db.selectFrom("ingredient")
      .select(["code", "unit", "quantity", "min_quantity"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it('stores "1,5" kg as 1500 thousandths and answers 1.5', async () => {
    const a = await catalog.business();
    const response = await a.create({ name: "Harina", unit: "kg", quantity: "1,5", min_quantity: "0.25" });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      name: "Harina",
      code: null,
      unit: "kg",
      quantity: 1.5,
      minQuantity: 0.25,
    });
    expect(await stored(created.id)).toEqual({ code: null, unit: "kg", quantity: 1500, min_quantity: 250 });
    expect((await a.list()).json().data.items[0]).toEqual(created);
  });

  it("keeps exact thousandths for numbers, every unit and large amounts", async () => {
    const a = await catalog.business();
    const cases = [
      { unit: "lt", quantity: 0.001, thousandths: 1 },
      { unit: "piece", quantity: 1.005, thousandths: 1005 },
      { unit: "kg", quantity: 123456789.123, thousandths: 123456789123 },
    ];
    for (const [n, { unit, quantity, thousandths }] of cases.entries()) {
      const created = (await a.create({ name: `Ingrediente ${n}`, unit, quantity, min_quantity: 0 })).json()
        .data;
      expect(created).toMatchObject({ unit, quantity });
      expect((await stored(created.id)).quantity).toBe(thousandths);
    }
  });

  it("flags low stock when the quantity is at or below the minimum", async () => {
    const a = await catalog.business();
    const lowStockOf = async (quantity: string, min: string) =>
      (await a.create({ name: `Queso ${quantity}-${min}`, unit: "kg", quantity, min_quantity: min })).json()
        .data.lowStock;
    expect(await lowStockOf("1", "2")).toBe(true);
    expect(await lowStockOf("2", "2")).toBe(true);
    expect(await lowStockOf("2,001", "2")).toBe(false);
    expect(await lowStockOf("0", "0")).toBe(true);
  });

  it("edits every field, and a missing code clears it", async () => {
    const a = await catalog.business();
    const created = (
      await a.create({ name: "Leche", code: " L-01 ", unit: "lt", quantity: 5, min_quantity: 1 })
    ).json().data;
    expect(created).toMatchObject({ code: "L-01", lowStock: false });
    const edited = await a.edit(created.id, {
      name: "Leche entera",
      unit: "piece",
      quantity: "0,5",
      min_quantity: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: "Leche entera",
      code: null,
      unit: "piece",
      quantity: 0.5,
      minQuantity: 1,
      lowStock: true,
    });
    expect(await stored(created.id)).toEqual({
      code: null,
      unit: "piece",
      quantity: 500,
      min_quantity: 1000,
    });
  });

  it("stores a cost per unit in centavos, answers it in pesos, and leaves it out when unknown", async () => {
    const a = await catalog.business();
    const costOf = (id: string) =>
      server()
        .ctx.database.db.selectFrom("ingredient")
        .select("cost")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const priced = (await a.create({ name: "Queso", ...valid, cost: 8500.5 })).json().data;
    expect(priced.cost).toBe(8500.5);
    expect(await costOf(priced.id)).toEqual({ cost: 850050 });
    expect((await a.get(priced.id)).json().data.cost).toBe(8500.5);
    const unknown = (await a.create({ name: "Sal", ...valid })).json().data;
    expect(unknown.cost).toBeNull();
    expect(await costOf(unknown.id)).toEqual({ cost: null });
    expect((await a.create({ name: "Agua", ...valid, cost: null })).json().data.cost).toBeNull();
    expect((await a.create({ name: "Hielo", ...valid, cost: 0 })).json().data.cost).toBe(0);
    // An edit without a cost clears it, like the code.
    expect((await a.edit(priced.id, { name: "Queso", ...valid, cost: 9000 })).json().data.cost).toBe(9000);
    expect((await a.edit(priced.id, { name: "Queso", ...valid })).json().data.cost).toBeNull();
    expect(await costOf(priced.id)).toEqual({ cost: null });
    const negative = await a.create({ name: "Aceite", ...valid, cost: -0.01 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual({ cost: "El monto no puede ser negativo." });
  });

  it("answers each bad quantity with its own Spanish message", async () => {
    const a = await catalog.business();
    const fieldsOf = async (body: object) =>
      (await a.create({ name: "Sal", unit: "kg", ...body })).json().error.fields;
    expect(await fieldsOf({ quantity: -1, min_quantity: "1,0001" })).toEqual({
      quantity: "La cantidad no puede ser negativa.",
      min_quantity: "La cantidad puede tener como máximo 3 decimales.",
    });
    expect(await fieldsOf({ quantity: "abc", min_quantity: 1e12 })).toEqual({
      quantity: "Ingresá una cantidad válida, por ejemplo 1,5.",
      min_quantity: "La cantidad es demasiado grande.",
    });
    expect(await fieldsOf({ unit: "gramos", quantity: 1 })).toEqual({
      unit: "Elegí la unidad: Kilogramos, Litros o Unidades.",
      min_quantity: "Ingresá una cantidad.",
    });
  });
});
