import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("a product's IVA rate on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("is 21 % unless given, keeps the one given, and stays when an edit leaves it out", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const general = await a.product({ name: "Milanesa", category_id: c.id });
    expect(general.vatRate).toBe(2100);
    const reduced = await a.product({ name: "Pan", category_id: c.id, vat_rate: 1050 });
    expect(reduced.vatRate).toBe(1050);
    expect((await a.get(reduced.id)).json().data.vatRate).toBe(1050);

    const raised = await a.edit(general.id, { name: "Milanesa", category_id: c.id, vat_rate: 2700 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data.vatRate).toBe(2700);
    const renamed = await a.edit(general.id, { name: "Milanesa grande", category_id: c.id });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.vatRate).toBe(2700);
    const exempt = await a.edit(reduced.id, { name: "Pan", category_id: c.id, vat_rate: 0 });
    expect(exempt.json().data.vatRate).toBe(0);

    const listed = (await a.list()).json().data.items as { id: string; vatRate: number }[];
    expect(Object.fromEntries(listed.map((row) => [row.id, row.vatRate]))).toEqual({
      [general.id]: 2700,
      [reduced.id]: 0,
    });
  });

  it("refuses a rate ARCA does not have, in Spanish under vat_rate, and writes nothing", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const p = await a.product({ name: "Flan", category_id: c.id, vat_rate: 1050 });
    const before = await kit.snapshot();
    for (const response of [
      await a.create({ name: "Café", category_id: c.id, vat_rate: 2000 }),
      await a.create({ name: "Café", category_id: c.id, vat_rate: "21 %" }),
      await a.edit(p.id, { name: "Flan", category_id: c.id, vat_rate: 21 }),
      await a.edit(p.id, { name: "Flan", category_id: c.id, vat_rate: null }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe("invalid-argument");
      expect(response.json().error.fields).toEqual({ vat_rate: "Elegí la alícuota de IVA." });
    }
    expect(await kit.snapshot()).toEqual(before);
    expect((await a.get(p.id)).json().data.vatRate).toBe(1050);
  });
});
