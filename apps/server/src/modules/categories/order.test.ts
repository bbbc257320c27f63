import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

const namesOf = (items: { name: string }[]) => items.map((item) => item.name);

describe.each(engines)("the owner's order of the categories on %s", (engine) => {
  const server = useTestServer(engine);
  const call = (cookies: Cookies, method: "GET" | "PUT", url: string, payload?: object) =>
    inject(server(), { method, url: `/api/v1${url}`, cookies, ...(payload ? { payload } : {}) });

  /** A business with Entradas, Bebidas and Postres, each with one product on sale. */
  const business = async () => {
    const owner = await signUp(server());
    const kit = productsKit(server()).client(owner.cookies);
    const ids: Record<string, string> = {};
    for (const [name, product] of [
      ["Entradas", "Empanada"],
      ["Bebidas", "Agua"],
      ["Postres", "Flan"],
    ] as const) {
      const category = await kit.category(name);
      ids[name] = category.id;
      await kit.product({ name: product, category_id: category.id, price: 1000 });
    }
    return { ...owner, ids };
  };
  const chips = async (cookies: Cookies) =>
    namesOf((await call(cookies, "GET", "/category-options")).json().data.items);
  const menuSections = async (cookies: Cookies, slug: string) => {
    const own = (await call(cookies, "GET", "/menu")).json().data.sections as { categoryName: string }[];
    const shown = (await inject(server(), { method: "GET", url: `/api/v1/price-list/${slug}` })).json().data
      .sections as { categoryName: string }[];
    return [own.map((section) => section.categoryName), shown.map((section) => section.categoryName)];
  };

  it("lists by name until the owner orders them; then the chips, the menu and the public list follow", async () => {
    const { cookies, ids, session } = await business();
    expect(await chips(cookies)).toEqual(["Bebidas", "Entradas", "Postres"]);

    const order = [ids.Entradas, ids.Postres, ids.Bebidas];
    const saved = await call(cookies, "PUT", "/categories/order", { ids: order });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(namesOf(saved.json().data.items)).toEqual(["Entradas", "Postres", "Bebidas"]);
    expect(namesOf((await call(cookies, "GET", "/categories/order")).json().data.items)).toEqual([
      "Entradas",
      "Postres",
      "Bebidas",
    ]);
    expect(await chips(cookies)).toEqual(["Entradas", "Postres", "Bebidas"]);
    expect(await menuSections(cookies, session.business.slug)).toEqual([
      ["Entradas", "Postres", "Bebidas"],
      ["Entradas", "Postres", "Bebidas"],
    ]);

    // A category created afterwards goes after the ordered ones until the owner places it.
    await productsKit(server()).client(cookies).category("Aperitivos");
    expect(await chips(cookies)).toEqual(["Entradas", "Postres", "Bebidas", "Aperitivos"]);
  });

  it("refuses a list that is not exactly the business's categories, and changes nothing", async () => {
    const { cookies, ids } = await business();
    const other = await business();
    const changed = "Las categorías cambiaron mientras las ordenabas: revisá el orden y guardá de nuevo.";
    for (const list of [
      [ids.Postres, ids.Entradas],
      [ids.Postres, ids.Entradas, ids.Bebidas, other.ids.Bebidas],
      [ids.Postres, ids.Entradas, other.ids.Bebidas],
    ]) {
      const refused = await call(cookies, "PUT", "/categories/order", { ids: list });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toBe(changed);
    }
    const twice = await call(cookies, "PUT", "/categories/order", {
      ids: [ids.Postres, ids.Postres, ids.Bebidas],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ ids: "Cada categoría puede aparecer una sola vez." });
    expect((await call(cookies, "PUT", "/categories/order", { ids: "todas" })).statusCode).toBe(400);
    expect(await chips(cookies)).toEqual(["Bebidas", "Entradas", "Postres"]);
    expect(await chips(other.cookies)).toEqual(["Bebidas", "Entradas", "Postres"]);
  });

  it("is the catalog's to change: a cashier without the catalog permission may read it, not change it", async () => {
    const { cookies, ids, session } = await business();
    await server()
      .ctx.database.db.updateTable("business")
      .set({ cashier_edits_catalog: 0 })
      .where("id", "=", session.business.id)
      .execute();
    const cashier = await addUser(server(), session.business.id, "CASHIER");
    expect((await call(cashier.cookies, "GET", "/categories/order")).statusCode).toBe(200);
    const refused = await call(cashier.cookies, "PUT", "/categories/order", {
      ids: [ids.Postres, ids.Entradas, ids.Bebidas],
    });
    expect(refused.statusCode).toBe(403);
    expect(await chips(cookies)).toEqual(["Bebidas", "Entradas", "Postres"]);
  });
});
