import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { comboBusiness } from "../../../test/product-rows-kit.ts";
import { inject, useTestServer } from "../../../test/server-kit.ts";

const day = 86_400_000;

describe.each(engines)("combos on the menu and the public price list on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;
  let address = 0;
  const priceList = (slug: string, headers: Record<string, string> = {}) => {
    address += 1;
    return inject(server(), {
      method: "GET",
      url: `/api/v1/price-list/${slug}`,
      headers,
      remoteAddress: `10.30.0.${address}`,
    });
  };

  /** A business with one combo of each kind a menu must tell apart; values in pesos. */
  const seed = async (suffix = "") => {
    const shop = await comboBusiness(server());
    const empanada = await shop.product(`Empanada${suffix}`, { price: 150_000, quantity: 3 });
    const soda = await shop.product(`Gaseosa${suffix}`, { price: 200_000, quantity: null });
    const combo = async (name: string, extra: Record<string, unknown> = {}) => {
      const created = await shop.create({
        name: `${name}${suffix}`,
        value: 5000,
        applies_to: [
          { product_id: empanada, quantity_needed: 2 },
          { product_id: soda, quantity_needed: 1 },
        ],
        ...extra,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    const now = Date.now();
    const active = await combo("Combo almuerzo", { value: 4500.5 });
    const inactive = await combo("Combo apagado");
    expect((await shop.setActive(inactive, { isActive: false })).statusCode).toBe(200);
    const future = await combo("Combo futuro", { start_date: now + day });
    const expired = await combo("Combo vencido");
    await db()
      .updateTable("promotion")
      .set({ start_date: now - 2 * day, end_date: now - day })
      .where("id", "=", expired)
      .execute();
    const open = await combo("Combo con fin", { start_date: now - day, end_date: now + 7 * day });
    const session = await inject(server(), { method: "GET", url: "/api/v1/session", cookies: shop.cookies });
    return {
      shop,
      slug: session.json().data.business.slug as string,
      ids: { active, open, future, empanada },
    };
  };

  const listed = (ids: { active: string; open: string }, suffix = "") => [
    {
      id: ids.active,
      name: `Combo almuerzo${suffix}`,
      price: 4500.5,
      items: [
        { name: `Empanada${suffix}`, quantity: 2 },
        { name: `Gaseosa${suffix}`, quantity: 1 },
      ],
    },
    {
      id: ids.open,
      name: `Combo con fin${suffix}`,
      price: 5000,
      items: [
        { name: `Empanada${suffix}`, quantity: 2 },
        { name: `Gaseosa${suffix}`, quantity: 1 },
      ],
    },
  ];

  it("lists the active combos inside their dates, by name, with their items and price, on both pages", async () => {
    const a = await seed();
    const b = await seed(" de B");

    const menu = await inject(server(), { method: "GET", url: "/api/v1/menu", cookies: a.shop.cookies });
    expect(menu.statusCode, menu.body).toBe(200);
    expect(menu.json().data.combos).toEqual(listed(a.ids));

    const list = await priceList(a.slug);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.combos).toEqual(listed(a.ids));
    for (const hidden of ["apagado", "futuro", "vencido", "de B", '"quantity":3', "stock", "cost"])
      expect(list.body).not.toContain(hidden);
    expect((await priceList(b.slug)).json().data.combos).toEqual(listed(b.ids, " de B"));
  });

  it("hides a combo while one of its products is disabled", async () => {
    const a = await seed();
    await db().updateTable("product").set({ status: "disabled" }).where("id", "=", a.ids.empanada).execute();
    expect((await priceList(a.slug)).json().data.combos).toEqual([]);
  });

  it("changes the ETag when a combo changes and when a combo's window closes", async () => {
    const a = await seed();
    const first = await priceList(a.slug);
    const etag = String(first.headers.etag);
    expect((await priceList(a.slug, { "if-none-match": etag })).statusCode).toBe(304);

    await a.shop.setActive(a.ids.open, { isActive: false });
    const edited = await priceList(a.slug, { "if-none-match": etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.combos.map((combo: { id: string }) => combo.id)).toEqual([a.ids.active]);
    const afterEdit = String(edited.headers.etag);

    // Nothing is written when a window opens or closes: the list still changes, and so does its tag.
    const soon = Date.now() + 600;
    await db().updateTable("promotion").set({ end_date: soon }).where("id", "=", a.ids.active).execute();
    await db().updateTable("promotion").set({ start_date: soon }).where("id", "=", a.ids.future).execute();
    expect((await priceList(a.slug, { "if-none-match": afterEdit })).statusCode).toBe(304);
    await new Promise((resolve) => setTimeout(resolve, soon + 50 - Date.now()));
    const turned = await priceList(a.slug, { "if-none-match": afterEdit });
    expect(turned.statusCode).toBe(200);
    expect(turned.json().data.combos.map((combo: { name: string }) => combo.name)).toEqual(["Combo futuro"]);
  });
});
