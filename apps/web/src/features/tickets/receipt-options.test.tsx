import { formatMoney, type Order } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeOrder, productLine } from "@/testing/board-fixtures";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const steak = (point: string, extra: boolean) => ({
  ...productLine("Bife de chorizo", 1),
  unitPrice: extra ? 16_500 : 15_000,
  subtotal: extra ? 16_500 : 15_000,
  options: [
    { id: `o-${point}`, group: "Punto de cocción", name: point, price: 0 },
    ...(extra ? [{ id: "o-huevo", group: "Extras", name: "Huevo frito", price: 1500 }] : []),
  ],
  note: extra ? "sin sal" : null,
});

const order: Order = makeOrder(14, { turn: "14", lines: [steak("Jugoso", true), steak("A punto", false)] });

beforeEach(() => vi.stubGlobal("print", vi.fn()));
afterEach(() => vi.unstubAllGlobals());

// Decision 080: the receipt lists each line's options with what they added, one product on two lines.
describe("the browser's receipt", { timeout: 20_000 }, () => {
  it("prints each line's options with their price, the same product on two lines", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      [`GET /orders/${order.id}`]: ok(order),
      "GET /business": ok(businessSettingsOf()),
    });
    renderApp(`/print/orders/${order.id}/receipt`);
    const ticket = within(await screen.findByRole("article", { name: "Comprobante" }));
    const lines = within(await ticket.findByRole("list", { name: "Productos" })).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toContain(`Jugoso, Huevo frito (+ ${formatMoney(150_000)})`);
    expect(lines[1]?.textContent).toContain("A punto");
    expect(lines[1]?.textContent).not.toContain("Huevo");
    // The note is the kitchen's, not the customer's receipt.
    expect(ticket.queryByText(/sin sal/)).not.toBeInTheDocument();
  });
});
