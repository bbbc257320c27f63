import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { comboBusiness, comboRows } from "../../../test/product-rows-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

const message = "Ya existe una promoción con ese nombre.";

describe.each(engines)("promotion names on %s", (engine) => {
  const server = useTestServer(engine);

  it("refuses a name that differs only in case or accents, on create, edit and at once", async () => {
    const shop = await comboBusiness(server());
    const pizza = await shop.product("Pizza");
    const body = (name: string) => ({
      name,
      value: 100,
      applies_to: [{ product_id: pizza, quantity_needed: 1 }],
    });
    const first = await shop.create(body("Combo Día"));
    expect(first.statusCode).toBe(201);
    const other = await shop.create(body("Combo noche"));
    const before = await comboRows(server().ctx.database.db, shop.businessId);

    const created = await shop.create(body("combo dia"));
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toEqual({ code: "aborted", message, fields: { name: message } });
    const edited = await shop.edit(other.json().data.id, body("COMBO DÍA"));
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.fields).toEqual({ name: message });
    expect(await comboRows(server().ctx.database.db, shop.businessId)).toEqual(before);

    const responses = await Promise.all(
      ["Combo tarde", "combo tarde", "Combo Tardé"].map((n) => shop.create(body(n))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
