import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("product refusals on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("refuses a duplicate code, ignoring case, but lets many products go without one", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const first = await a.product({ name: "Uno", code: "ABC-1", category_id: c.id });
    const other = await a.product({ name: "Dos", code: "XYZ", category_id: c.id });
    await a.product({ name: "Sin código", category_id: c.id });
    await a.product({ name: "Sin código 2", code: null, category_id: c.id });
    await a.product({ name: "Sin código 3", code: "  ", category_id: c.id });
    const before = await kit.snapshot();
    const duplicate = {
      error: {
        code: "aborted",
        message: "Ya existe un producto con ese código.",
        fields: { code: "Ya existe un producto con ese código." },
      },
    };
    const created = await a.create({ name: "Tres", code: " abc-1 ", category_id: c.id });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual(duplicate);
    const edited = await a.edit(other.id, { name: "Dos", code: "Abc-1", category_id: c.id });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual(duplicate);
    expect(await kit.snapshot()).toEqual(before);
    expect((await a.get(other.id)).json().data.code).toBe("XYZ");
    // Its own code is no duplicate of itself; another business may use it.
    expect((await a.edit(first.id, { name: "Uno", code: "abc-1", category_id: c.id })).statusCode).toBe(200);
    const b = await kit.business();
    expect(
      (await b.create({ name: "Ajeno", code: "ABC-1", category_id: (await b.category("X")).id })).statusCode,
    ).toBe(201);
  });

  it("lets only one of several simultaneous creations of a code through", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const responses = await Promise.all(
      ["X1", "x1", "X1 ", " x1", "X1"].map((code, n) => a.create({ name: `P${n}`, code, category_id: c.id })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await kit.productCount(c.id)).toBe(1);
  });

  it("refuses to delete a product in a promotion, naming it, and leaves everything in place", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const p = await a.product({ name: "Pizza", category_id: c.id });
    await kit.promotion(a.businessId, "Combo familiar", [p.id]);
    const before = await kit.snapshot();
    const response = await a.remove(p.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "aborted",
      message: "No se puede eliminar: el producto está en la promoción «Combo familiar».",
    });
    expect(await kit.snapshot()).toEqual(before);
    expect((await a.get(p.id)).statusCode).toBe(200);
    for (const name of ["Dúo", "Noche de pizza", "Almuerzo", "Beta"])
      await kit.promotion(a.businessId, name, [p.id]);
    expect((await a.remove(p.id)).json().error.message).toBe(
      "No se puede eliminar: el producto está en las promociones «Almuerzo», «Beta», «Combo familiar» y 2 más.",
    );
    // Disabling is no deletion: it goes through.
    expect((await a.setStatus(p.id, { status: "disabled" })).statusCode).toBe(200);
  });

  it("refuses to delete an ingredient a recipe uses, naming the products", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const cheese = await a.ingredient("Queso", "kg");
    const unused = await a.ingredient("Orégano", "kg");
    const row = { ingredient_id: cheese.id, quantity_needed: 100, unit: "g" };
    const mila = await a.product({ name: "Milanesa napolitana", category_id: c.id, ingredients: [row] });
    const response = await a.removeIngredient(cheese.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "aborted",
      message: "No se puede eliminar: el ingrediente se usa en «Milanesa napolitana».",
    });
    await a.product({ name: "Pizza", category_id: c.id, ingredients: [row] });
    expect((await a.removeIngredient(cheese.id)).json().error.message).toBe(
      "No se puede eliminar: el ingrediente se usa en «Milanesa napolitana» y «Pizza».",
    );
    for (const name of ["Fugazzeta", "Calzone", "Empanada"]) {
      await a.product({ name, category_id: c.id, ingredients: [row] });
    }
    expect((await a.removeIngredient(cheese.id)).json().error.message).toBe(
      "No se puede eliminar: el ingrediente se usa en «Calzone», «Empanada», «Fugazzeta» y 2 más.",
    );
    expect((await a.removeIngredient(unused.id)).statusCode).toBe(200);
    // Out of every recipe, it can go.
    await a.edit(mila.id, { name: "Milanesa napolitana", category_id: c.id });
    const list = (await a.list("?limit=100")).json().data.items as { id: string }[];
    for (const p of list) if (p.id !== mila.id) expect((await a.remove(p.id)).statusCode).toBe(200);
    expect((await a.removeIngredient(cheese.id)).statusCode).toBe(200);
  });

  it("answers another business's product, category or ingredient as not found, writing nothing", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const ca = await a.category("Mía");
    const cb = await b.category("Ajena");
    const ib = await b.ingredient("Ajeno", "kg");
    const ia = await a.ingredient("Propio", "kg");
    const pa = await a.product({ name: "Mío", category_id: ca.id });
    const pb = await b.product({ name: "De B", category_id: cb.id });
    const before = await kit.snapshot();
    for (const response of [
      await a.get(pb.id),
      await a.edit(pb.id, { name: "Robado", category_id: ca.id }),
      await a.setStatus(pb.id, { status: "disabled" }),
      await a.remove(pb.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "not-found", message: "No encontramos ese producto." });
    }
    for (const response of [
      await a.create({ name: "Nuevo", category_id: cb.id }),
      await a.edit(pa.id, { name: "Mío", category_id: cb.id }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: "not-found",
        message: "No encontramos esa categoría.",
        fields: { category_id: "Elegí una categoría." },
      });
    }
    const foreignRow = [
      { ingredient_id: ia.id, quantity_needed: 1, unit: "g" },
      { ingredient_id: ib.id, quantity_needed: 1, unit: "g" },
    ];
    for (const response of [
      await a.create({ name: "Nuevo", category_id: ca.id, ingredients: foreignRow }),
      await a.edit(pa.id, { name: "Mío", category_id: ca.id, ingredients: foreignRow }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.fields).toEqual({
        "ingredients.1.ingredient_id": "Elegí un ingrediente.",
      });
    }
    expect(await kit.snapshot()).toEqual(before);
    expect((await b.get(pb.id)).json().data).toEqual(pb);
    expect((await a.get(pa.id)).json().data).toEqual(pa);
    // B's ingredient is not A's to delete, nor does A's recipe check see it.
    expect((await a.removeIngredient(ib.id)).statusCode).toBe(404);
  });

  it("refuses bad input with 400 and the field, writing nothing", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const kg = await a.ingredient("Harina", "kg");
    const lt = await a.ingredient("Leche", "lt");
    const piece = await a.ingredient("Huevo", "piece");
    const valid = { name: "Torta", category_id: c.id };
    const row = (over: Record<string, unknown>) => ({
      ...valid,
      ingredients: [{ ingredient_id: kg.id, quantity_needed: 100, unit: "g", ...over }],
    });
    const cases: [unknown, string][] = [
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, name: 12 }, "name"],
      [{ ...valid, name: "x".repeat(81) }, "name"],
      [{ ...valid, name: "x".repeat(100_000) }, "name"],
      [{ ...valid, code: "x".repeat(41) }, "code"],
      [{ ...valid, code: 7 }, "code"],
      [{ ...valid, category_id: "platos" }, "category_id"],
      [{ name: "Torta" }, "category_id"],
      [{ ...valid, price: -1 }, "price"],
      [{ ...valid, price: "100" }, "price"],
      [{ ...valid, price: 1.005 }, "price"],
      [{ ...valid, price: 1e13 }, "price"],
      [{ ...valid, unit_price: -0.01 }, "unit_price"],
      [{ ...valid, quantity: -1 }, "quantity"],
      [{ ...valid, quantity: 1.5 }, "quantity"],
      [{ ...valid, quantity: "5" }, "quantity"],
      [{ ...valid, ingredients: "harina" }, "ingredients"],
      [row({ unit: "kg" }), "ingredients.0.unit"],
      [row({ unit: "gramos" }), "ingredients.0.unit"],
      [row({ quantity_needed: 0 }), "ingredients.0.quantity_needed"],
      [row({ quantity_needed: -5 }), "ingredients.0.quantity_needed"],
      [row({ quantity_needed: 2.125 }), "ingredients.0.quantity_needed"],
      [row({ quantity_needed: "100" }), "ingredients.0.quantity_needed"],
      [row({ quantity_needed: 1e12 }), "ingredients.0.quantity_needed"],
      [row({ ingredient_id: "harina" }), "ingredients.0.ingredient_id"],
      [row({ unit: "piece", quantity_needed: 0.0005 }), "ingredients.0.quantity_needed"],
      [
        {
          ...valid,
          ingredients: [
            { ingredient_id: kg.id, quantity_needed: 100, unit: "g" },
            { ingredient_id: kg.id, quantity_needed: 50, unit: "g" },
          ],
        },
        "ingredients",
      ],
    ];
    const p = await a.product(valid);
    const before = await kit.snapshot();
    for (const [body, field] of cases) {
      for (const response of [await a.create(body), await a.edit(p.id, body)]) {
        expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
        expect(response.json().error.code).toBe("invalid-argument");
        expect(Object.keys(response.json().error.fields), JSON.stringify(body).slice(0, 200)).toContain(
          field,
        );
      }
    }
    // Each recipe unit must be the ingredient's own: g for kg, ml for lt, piece for pieces.
    const mismatched = await a.create({
      ...valid,
      ingredients: [
        { ingredient_id: kg.id, quantity_needed: 100, unit: "ml" },
        { ingredient_id: lt.id, quantity_needed: 100, unit: "ml" },
        { ingredient_id: piece.id, quantity_needed: 100, unit: "g" },
      ],
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error.fields).toEqual({
      "ingredients.0.unit": "La unidad no corresponde al ingrediente: usá Gramos.",
      "ingredients.2.unit": "La unidad no corresponde al ingrediente: usá Unidad.",
    });
    expect(await kit.snapshot()).toEqual(before);
    expect((await a.get(p.id)).json().data).toEqual(p);
  });
});
