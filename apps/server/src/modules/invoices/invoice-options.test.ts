import { formatMoney } from "@comanda/domain";
import type { InvoiceDocument } from "@comanda/domain/invoices";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { invoicingBusiness, useArcaServer } from "../../../test/invoices-kit.ts";
import { steakGroups } from "../../../test/modifiers-kit.ts";
import { placeOrder } from "../../../test/orders-kit.ts";

// Decision 080: the voucher names what was sold as the receipt does, options with what each added.
describe.each(engines)("an invoice's lines with options on %s", (engine) => {
  const arca = useArcaServer(engine);

  it("names a line's options with their price, and a combo's products' own", async () => {
    const shop = await invoicingBusiness(arca.server(), arca.world());
    const egg = await shop.ingredient("Huevo", "piece", 100_000);
    const onion = await shop.ingredient("Cebolla", "kg", 10_000);
    const steak = await shop.product("Bife de chorizo", { price: 1_200_000, quantity: null });
    const groups = await steakGroups(shop, { egg, onion });
    await groups.attach(steak, [groups.punto.id, groups.extras.id]);
    const combo = await shop.combo("Combo Parrilla", 20_000, [{ product_id: steak, quantity_needed: 1 }]);
    const order = await placeOrder(shop, {
      products: [
        { product_id: steak, quantity: 1, options: [groups.option("Jugoso"), groups.option("Huevo frito")] },
      ],
      promotions: [
        {
          promotion_id: combo,
          quantity: 1,
          items: [{ product_id: steak, options: [groups.option("A punto")] }],
        },
      ] as never,
    });
    const invoiced = await shop.call("POST", `/orders/${order.id}/invoice`);
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    const document: InvoiceDocument = (await shop.call("GET", `/invoices/${invoiced.json().data.id}`)).json()
      .data;
    expect(document.lines.map((line) => line.name)).toEqual([
      `Bife de chorizo (Jugoso, Huevo frito (+ ${formatMoney(150_000)}))`,
      "Combo Parrilla (Bife de chorizo: A punto)",
    ]);
    expect(document.lines.map((line) => line.total)).toEqual([13500, 20000]);
  });
});
