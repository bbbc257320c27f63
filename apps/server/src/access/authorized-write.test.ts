import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { adminPin, guardedBusiness, withPin } from "../../test/permissions-kit.ts";
import { inject, useTestServer } from "../../test/server-kit.ts";

/** Decision 045: a catalog write a PIN let through and the record of who authorized it land together. */
describe.each(engines)("a PIN-authorized catalog write on %s", (engine) => {
  const server = useTestServer(engine);

  /** From now on the database refuses to record any authorization. */
  const refuseRecords = async () => {
    const db = server().ctx.database.db;
    if (engine === "sqlite") {
      await sql`create trigger refuse_authorization before insert on "authorization"
        begin select raise(abort, 'no records'); end`.execute(db);
      return;
    }
    await sql`create function refuse_authorization() returns trigger language plpgsql as $$
      begin raise exception 'no records'; end $$`.execute(db);
    await sql`create trigger refuse_authorization before insert on "authorization"
      for each row execute function refuse_authorization()`.execute(db);
  };

  it("writes the product (its own transaction joined) and its record, and neither when the record cannot be written", async () => {
    const business = await guardedBusiness(server(), { cashierEditsCatalog: false });
    const post = (url: string, payload: object) =>
      inject(server(), {
        method: "POST",
        url: `/api/v1${url}`,
        payload,
        cookies: business.cookies.CASHIER,
        ...withPin(adminPin),
      });
    const category = await post("/categories", { name: "Postres" });
    expect(category.statusCode, category.body).toBe(201);
    const product = await post("/products", {
      name: "Flan",
      category_id: category.json().data.id,
      price: 3000,
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(
      (await business.authorizations()).map((row) => [row.action, row.target_kind, row.target_id]),
    ).toEqual([
      ["create", "category", category.json().data.id],
      ["create", "product", product.json().data.id],
    ]);

    await refuseRecords();
    const refused = await post("/categories", { name: "Bebidas" });
    expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    const left = await server()
      .ctx.database.db.selectFrom("category")
      .select("name")
      .where("business_id", "=", business.businessId)
      .execute();
    expect(left.map((row) => row.name)).toEqual(["Postres"]);
  });
});
