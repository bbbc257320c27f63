import type { AuditEntry } from "@comanda/domain/audit";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { editBody } from "../../../test/edit-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { adminPin, settingsBody, withPin } from "../../../test/permissions-kit.ts";
import { inject, useTestServer } from "../../../test/server-kit.ts";

/** Decision 047: every order of a day leaves its trail, written with the change itself. */
describe.each(engines)("the audit trail on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  let trail: AuditEntry[];
  let ids: Record<"plain" | "discounted" | "edited" | "cancelled" | "authorized", string>;
  let cashier: Awaited<ReturnType<SellingBusiness["staff"]>>;
  let cook: Awaited<ReturnType<SellingBusiness["staff"]>>;

  const all = async (query = "") => {
    const entries: AuditEntry[] = [];
    let cursor = "";
    for (;;) {
      const response = await shop.call("GET", `/audit?limit=3${query}${cursor}`);
      expect(response.statusCode, response.body).toBe(200);
      const { items, nextCursor } = response.json().data;
      entries.push(...items);
      if (!nextCursor) return entries;
      cursor = `&cursor=${nextCursor}`;
    }
  };

  beforeAll(async () => {
    shop = await sellingBusiness(server());
    cashier = await shop.staff("CASHIER");
    cook = await shop.staff("KITCHEN");
    const milanesa = await shop.product("Milanesa", { price: 900_000, quantity: null });
    const flan = await shop.product("Flan", { price: 300_000, quantity: null });
    const plain = await placeOrder(shop, { products: [{ product_id: milanesa, quantity: 1 }] });
    const discountedBody = shop.body({
      products: [{ product_id: milanesa, quantity: 2 }],
      adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Jubilado" }],
    });
    const discounted = await cashier.create(discountedBody);
    expect(discounted.statusCode, discounted.body).toBe(201);
    const edited = await placeOrder(shop, { products: [{ product_id: flan, quantity: 1 }] });
    const current = (await shop.get(edited.id)).json().data;
    const changed = await cashier.edit(
      edited.id,
      editBody(current, { products: [{ product_id: flan, quantity: 3 }] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await shop.act(edited.id, "receive");
    await shop.act(edited.id, "deliver");
    expect((await shop.call("POST", `/orders/${edited.id}/complete`)).statusCode).toBe(200);
    const cancelled = await placeOrder(shop, { products: [{ product_id: flan, quantity: 1 }] });
    expect((await cook.act(cancelled.id, "cancel")).statusCode).toBe(200);
    // The kitchen may no longer cancel alone: the owner's PIN lets it, and the trail says who.
    expect((await shop.call("PUT", "/profile/pin", { pin: adminPin })).statusCode).toBe(200);
    expect(
      (await shop.call("PATCH", "/business", settingsBody({ kitchenCancelsOrders: false }))).statusCode,
    ).toBe(200);
    const authorized = await placeOrder(shop, { products: [{ product_id: flan, quantity: 1 }] });
    const withoutPin = await cook.act(authorized.id, "cancel");
    expect(withoutPin.statusCode).toBe(403);
    const pinned = await inject(server(), {
      method: "POST",
      url: `/api/v1/orders/${authorized.id}/cancel`,
      cookies: cook.cookies,
      ...withPin(adminPin),
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    ids = {
      plain: plain.id,
      discounted: discountedBody.id,
      edited: edited.id,
      cancelled: cancelled.id,
      authorized: authorized.id,
    };
    // formatMoney keeps "$" and the amount together with a no-break space; compared here with a space.
    trail = (await all()).map((entry) => ({ ...entry, detail: entry.detail.replaceAll("\u00a0", " ") }));
  });

  it("has every order's creation, discount, edit, charge and cancel, newest first, by whom", async () => {
    const of = (id: string) =>
      trail
        .filter((entry) => entry.orderId === id)
        .map((entry) => entry.action)
        .reverse();
    expect(of(ids.plain)).toEqual(["created"]);
    expect(of(ids.discounted)).toEqual(["created", "discounted"]);
    expect(of(ids.edited)).toEqual(["created", "edited", "completed"]);
    expect(of(ids.cancelled)).toEqual(["created", "cancelled"]);
    expect(of(ids.authorized)).toEqual(["created", "cancelled"]);
    expect(trail).toHaveLength(10);
    const ats = trail.map((entry) => entry.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));

    const discount = trail.find((entry) => entry.orderId === ids.discounted && entry.action === "discounted");
    expect(discount).toMatchObject({
      userName: "Usuario CASHIER",
      detail: "Descuento 10 % (Jubilado) $ 1.800,00",
    });
    const edit = trail.find((entry) => entry.action === "edited");
    expect(edit?.detail).toContain("Flan: 1 → 3");
    expect(edit?.detail).toContain("Total: $ 3.000,00 → $ 9.000,00");
    const cancel = trail.find((entry) => entry.orderId === ids.authorized && entry.action === "cancelled");
    expect(cancel?.authorizedBy).toBe(shop.owner.input.name);
    expect(cancel?.userName).not.toBe(shop.owner.input.name);
  });

  it("filters by action, user and order, and ADMIN alone reads it", async () => {
    expect((await all("&action=cancelled")).map((entry) => entry.orderId).sort()).toEqual(
      [ids.cancelled, ids.authorized].sort(),
    );
    expect((await all("&action=authorized")).map((entry) => entry.orderId)).toEqual([ids.authorized]);
    const byCashier = await all(
      `&user=${cashier.cookies ? (await cashier.call("GET", "/session")).json().data.user.id : ""}`,
    );
    expect(byCashier.map((entry) => entry.action).sort()).toEqual(["created", "discounted", "edited"]);
    const perOrder = await shop.call("GET", `/orders/${ids.edited}/audit`);
    expect(perOrder.json().data.items.map((entry: AuditEntry) => entry.action)).toEqual([
      "completed",
      "edited",
      "created",
    ]);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(await all(`&from=${today}&to=${today}`)).toHaveLength(10);
    expect(await all("&to=2020-01-01")).toHaveLength(0);
    for (const role of ["CASHIER", "KITCHEN"] as const) {
      const other = await shop.staff(role);
      expect((await other.call("GET", "/audit")).statusCode).toBe(403);
    }
    expect((await shop.call("GET", "/audit?from=ayer")).statusCode).toBe(400);
    // Another business's order has no trail to show: it is unknown there.
    const stranger = await sellingBusiness(server());
    expect((await stranger.call("GET", `/orders/${ids.plain}/audit`)).statusCode).toBe(404);
    expect((await stranger.call("GET", "/audit")).json().data.items).toEqual([]);
  });
});
