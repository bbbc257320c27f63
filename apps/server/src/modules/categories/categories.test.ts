import { beforeAll, describe, expect, it } from "vitest";
import { type CatalogClient, catalogClient, type NamedRecordApi } from "../../../test/catalog-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { describeNamedRecordApi } from "../../../test/named-record-suite.ts";
import { useTestServer } from "../../../test/server-kit.ts";

const api: NamedRecordApi = {
  path: "/api/v1/categories",
  table: "category",
  entity: "categories",
  body: (name) => ({ name }),
  messages: {
    notFound: "No encontramos esa categoría.",
    duplicate: "Ya existe una categoría con ese nombre.",
  },
};

describeNamedRecordApi(api);

describe.each(engines)("categories with products on %s", (engine) => {
  const server = useTestServer(engine);
  let catalog: CatalogClient;
  beforeAll(async () => {
    catalog = catalogClient(server(), api);
  });

  // Products arrive in a later issue; until then the counter is set directly, as they will keep it.
  const setProductCount = (id: string, count: number) =>
    server()
      .ctx.database.db.updateTable("category")
      .set({ product_count: count })
      .where("id", "=", id)
      .execute();

  it("starts with no products and shows the count", async () => {
    const a = await catalog.business();
    const created = await a.add("Pizzas");
    expect(created).toMatchObject({ productCount: 0 });
    await setProductCount(created.id, 4);
    expect((await a.list()).json().data.items[0]).toMatchObject({ id: created.id, productCount: 4 });
    expect((await a.get(created.id)).json().data.productCount).toBe(4);
  });

  it("refuses to delete a category that has products, naming how many", async () => {
    const a = await catalog.business();
    const created = await a.add("Empanadas");
    for (const [count, message] of [
      [1, "No se puede eliminar la categoría: tiene 1 producto."],
      [3, "No se puede eliminar la categoría: tiene 3 productos."],
    ] as const) {
      await setProductCount(created.id, count);
      const response = await a.remove(created.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: "aborted", message } });
      expect((await a.get(created.id)).statusCode).toBe(200);
    }
    await setProductCount(created.id, 0);
    expect((await a.remove(created.id)).statusCode).toBe(200);
    expect((await a.get(created.id)).statusCode).toBe(404);
  });

  it("keeps the product count when renamed or disabled", async () => {
    const a = await catalog.business();
    const created = await a.add("Postres");
    await setProductCount(created.id, 2);
    expect((await a.edit(created.id, { name: "Postres caseros" })).json().data.productCount).toBe(2);
    expect((await a.setStatus(created.id, { status: "disabled" })).json().data.productCount).toBe(2);
  });
});
