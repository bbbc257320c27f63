import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

const message = "Ya existe un producto con ese nombre.";
const duplicate = { error: { code: "aborted", message, fields: { name: message } } };

describe.each(engines)("product names on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("refuses a name that differs only in case, accents or spacing, on create and edit", async () => {
    const a = await kit.business();
    const c = await a.category("Postres");
    const flan = await a.product({ name: "Flan casero", category_id: c.id });
    const other = await a.product({ name: "Budín", category_id: c.id });
    const before = await kit.snapshot();
    for (const name of ["flan casero", "FLAN CASERO", "  Flan   caséro ", "Flán Casero"]) {
      const created = await a.create({ name, category_id: c.id });
      expect(created.statusCode, name).toBe(409);
      expect(created.json()).toEqual(duplicate);
    }
    const edited = await a.edit(other.id, { name: "flan casero", category_id: c.id });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual(duplicate);
    expect(await kit.snapshot()).toEqual(before);
    // Its own name, recased, is no duplicate; "Piña" is not "Pina"; another business may use it.
    expect((await a.edit(flan.id, { name: "Flan Casero", category_id: c.id })).statusCode).toBe(200);
    expect((await a.create({ name: "Piña", category_id: c.id })).statusCode).toBe(201);
    expect((await a.create({ name: "Pina", category_id: c.id })).statusCode).toBe(201);
    const b = await kit.business();
    const bc = await b.category("Postres");
    expect((await b.create({ name: "flan casero", category_id: bc.id })).statusCode).toBe(201);
  });

  it("lets only one of several simultaneous creations of a name through", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const responses = await Promise.all(
      ["Milanesa", "milanesa", "MILANESA", "Milanésa"].map((name) => a.create({ name, category_id: c.id })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await kit.productCount(c.id)).toBe(1);
  });
});
