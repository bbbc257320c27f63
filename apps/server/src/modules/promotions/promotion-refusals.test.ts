import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { comboBusiness, comboRows } from "../../../test/product-rows-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("promotion refusals on %s", (engine) => {
  const server = useTestServer(engine);

  const business = () => comboBusiness(server());
  const rows = (businessId: string) => comboRows(server().ctx.database.db, businessId);

  it("answers another business's combos as not found and refuses its products, writing nothing", async () => {
    const a = await business();
    const b = await business();
    const mine = await a.product("Pizza");
    const theirs = await b.product("Pizza de B");
    const theirCombo = (
      await b.create({ name: "Combo B", value: 5, applies_to: [{ product_id: theirs, quantity_needed: 1 }] })
    ).json().data;
    const body = { name: "Robado", value: 1, applies_to: [{ product_id: mine, quantity_needed: 1 }] };
    expect((await a.get(theirCombo.id)).statusCode).toBe(404);
    expect((await a.get(theirCombo.id)).json().error).toEqual({
      code: "not-found",
      message: "No encontramos esa promoción.",
    });
    expect((await a.edit(theirCombo.id, body)).statusCode).toBe(404);
    expect((await a.setActive(theirCombo.id, { isActive: false })).statusCode).toBe(404);
    expect((await a.remove(theirCombo.id)).statusCode).toBe(404);
    expect((await b.get(theirCombo.id)).json().data).toEqual(theirCombo);
    expect((await a.list()).json().data.total).toBe(0);

    const foreign = await a.create({
      name: "Combo",
      value: 1,
      applies_to: [
        { product_id: mine, quantity_needed: 1 },
        { product_id: theirs, quantity_needed: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({
      "applies_to.1.product_id": "No encontramos ese producto.",
    });
    expect(await rows(a.businessId)).toEqual({ promotions: [], items: [] });
  });

  it("refuses bad input with a message per field and writes nothing", async () => {
    const a = await business();
    const pizza = await a.product("Pizza");
    const item = { product_id: pizza, quantity_needed: 1 };
    const valid = { name: "Combo", value: 10, applies_to: [item] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, name: "x".repeat(81) }, "name"],
      [{ ...valid, name: 12 }, "name"],
      [{ ...valid, value: -1 }, "value"],
      [{ ...valid, value: "mucho" }, "value"],
      [{ ...valid, value: 1.234 }, "value"],
      [{ ...valid, value: undefined }, "value"],
      [{ ...valid, start_date: "mañana" }, "start_date"],
      [{ ...valid, start_date: 1.5 }, "start_date"],
      [{ ...valid, start_date: 2000, end_date: 1000 }, "end_date"],
      [{ ...valid, start_date: 2000, end_date: 2000 }, "end_date"],
      [{ ...valid, end_date: 1e20 }, "end_date"],
      [{ ...valid, applies_to: [] }, "applies_to"],
      [{ ...valid, applies_to: "pizza" }, "applies_to"],
      [{ ...valid, applies_to: [item, item] }, "applies_to"],
      [{ ...valid, applies_to: [{ ...item, quantity_needed: 0 }] }, "applies_to.0.quantity_needed"],
      [{ ...valid, applies_to: [{ ...item, quantity_needed: 1.5 }] }, "applies_to.0.quantity_needed"],
      [{ ...valid, applies_to: [{ ...item, quantity_needed: "2" }] }, "applies_to.0.quantity_needed"],
      [{ ...valid, applies_to: [{ ...item, product_id: "pizza" }] }, "applies_to.0.product_id"],
      [
        { ...valid, applies_to: [{ ...item, product_id: "0190f5c4-0000-7000-8000-000000000000" }] },
        "applies_to.0.product_id",
      ],
    ];
    for (const [body, field] of cases) {
      const response = await a.create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("invalid-argument");
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await rows(a.businessId)).toEqual({ promotions: [], items: [] });

    const created = (await a.create(valid)).json().data;
    for (const [body] of cases) expect((await a.edit(created.id, body)).statusCode).toBe(400);
    expect((await a.get(created.id)).json().data).toEqual(created);
    expect((await a.get("nope")).statusCode).toBe(400);
  });
});
