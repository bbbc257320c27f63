import { type Order, uuidv7 } from "@comanda/domain";
import type { Invoice } from "@comanda/domain/invoices";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { editBody, placedOrder } from "../../../../test/edit-kit.ts";
import { invoicingBusiness, useArcaServer, vouchersOf } from "../../../../test/invoices-kit.ts";
import { invoicedOrderMessage } from "./invoiced-order.ts";

/**
 * Decision 067: an invoiced order keeps what it invoiced. Its edit, a round on its tab
 * and a join of it are refused until a Nota de crédito cancels it; ARCA gets the invoice's amounts.
 */
describe.each(engines)("an invoiced order on %s", (engine) => {
  const arca = useArcaServer(engine);
  const server = arca.server;

  it("refuses edits, rounds and joins once invoiced; ARCA gets the amount invoiced; a refused invoice does not hold it", async () => {
    // The threshold is $ 5.000: an edit to $ 9.000 would leave an anonymous Factura B past it.
    const shop = await invoicingBusiness(server(), arca.world(), { threshold: 5_000 });
    const product = await shop.product("Empanada", { price: 100_000, quantity: null });
    const order = await placedOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    // ARCA down: the invoice waits in the queue, built already, while someone edits the order.
    arca.world().standIn.failNext("FECAESolicitar", "http-500");
    const queued = (await shop.call("POST", `/orders/${order.id}/invoice`)).json().data as Invoice;
    expect(queued).toMatchObject({ total: 1000, cae: null });

    const edited = await shop.edit(
      order.id,
      editBody(order, { products: [{ product_id: product, quantity: 9 }] }),
    );
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json().error).toMatchObject({
      code: "aborted",
      message: invoicedOrderMessage,
      details: { invoiced: true },
    });
    const tipped = await shop.edit(order.id, editBody(order, { tip: 500 }));
    expect(tipped.statusCode).toBe(409);

    const sent = (await shop.call("POST", `/invoices/${queued.id}/retry`)).json().data as Invoice;
    // Its whole answer on failure: it once came back unauthorized on a loaded machine (status and error unknown).
    expect(sent, JSON.stringify(sent)).toMatchObject({ status: "authorized", total: 1000 });
    const [voucher] = vouchersOf(arca.world(), shop.pointOfSale);
    expect(voucher?.total).toBe(100_000);
    // Completing it with how it was paid is no change to what was invoiced.
    for (const step of ["receive", "deliver", "complete"] as const)
      expect((await shop.act(order.id, step)).statusCode).toBe(200);
    const completed = (await shop.get(order.id)).json().data as Order;
    expect(completed).toMatchObject({ status: "completed", total: 1000 });

    // A refused invoice was never a voucher: the order can change and be invoiced anew.
    const refusedOrder = await placedOrder(shop, { products: [{ product_id: product, quantity: 2 }] });
    arca
      .world()
      .standIn.failNext("FECAESolicitar", "reject", { detail: { code: 10015, message: "Documento" } });
    const refused = (await shop.call("POST", `/orders/${refusedOrder.id}/invoice`)).json().data as Invoice;
    expect(refused.status).toBe("rejected");
    const changed = await shop.edit(
      refusedOrder.id,
      editBody(refusedOrder, { products: [{ product_id: product, quantity: 3 }] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);

    // A table: a round on an invoiced tab, and joining it into another table or another into it.
    const room = (await shop.call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await shop.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [1, 2, 3].map((n) => ({ name: `Mesa ${n}`, seats: 4, shape: "square", x: 150 * n, y: 200 })),
    });
    const tables: { id: string }[] = planned.json().data.tables;
    const tabs: Order[] = [];
    for (const table of tables) {
      const tab = (await shop.call("POST", `/tables/${table.id}/tab`, { id: uuidv7(), guests: 2 })).json()
        .data;
      const round = { id: uuidv7(), products: [{ product_id: product, quantity: 1 }] };
      expect((await shop.call("POST", `/tabs/${tab.id}/rounds`, round)).statusCode).toBe(200);
      tabs.push(tab);
    }
    const [invoicedTab, second, third] = tabs as [Order, Order, Order];
    const tabInvoice = await shop.call("POST", `/orders/${invoicedTab.id}/invoice`);
    expect(tabInvoice.json().data).toMatchObject({ status: "authorized", total: 1000 });
    const round = { id: uuidv7(), products: [{ product_id: product, quantity: 8 }] };
    const another = await shop.call("POST", `/tabs/${invoicedTab.id}/rounds`, round);
    expect(another.statusCode, another.body).toBe(409);
    expect(another.json().error.message).toBe(invoicedOrderMessage);
    for (const [into, from] of [
      [second, invoicedTab],
      [invoicedTab, third],
    ] as const) {
      const joined = await shop.call("POST", `/tabs/${into.id}/join`, { tab_id: from.id });
      expect(joined.statusCode, joined.body).toBe(409);
      expect(joined.json().error.message).toBe(invoicedOrderMessage);
    }
    const tab = (await shop.get(invoicedTab.id)).json().data as Order;
    expect(tab).toMatchObject({ total: 1000, lines: [{ quantity: 1 }] });
    expect((await shop.get(third.id)).json().data.status).not.toBe("cancelled");

    // Cancelled, the tab's invoice is credited: what stood is undone by its Nota de crédito.
    expect((await shop.act(invoicedTab.id, "cancel")).statusCode).toBe(200);
    const listed = (await shop.call("GET", `/invoices?order=${invoicedTab.id}&status=all`)).json().data
      .items as Invoice[];
    expect(listed.map((one) => one.kind).sort()).toEqual(["credit-note", "invoice"]);
  });

  it("never invoices what an edit made at the same moment changed: one of the two waits for the other", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Café", { price: 100_000, quantity: null });
    const orders = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() => placedOrder(shop, { products: [{ product_id: product, quantity: 1 }] })),
    );
    const raced = await Promise.all(
      orders.map((order) =>
        Promise.all([
          shop.call("POST", `/orders/${order.id}/invoice`),
          shop.edit(order.id, editBody(order, { products: [{ product_id: product, quantity: 9 }] })),
        ]),
      ),
    );
    for (const [index, [invoiced, edited]] of raced.entries()) {
      expect(invoiced.statusCode, invoiced.body).toBe(200);
      expect([200, 409]).toContain(edited.statusCode);
      const order = (await shop.get(orders[index]?.id ?? "")).json().data as Order;
      // Whichever came first, the invoice says what the order says.
      expect(invoiced.json().data.total).toBe(order.total);
      expect(order.total).toBe(edited.statusCode === 200 ? 9000 : 1000);
    }
  });
});
