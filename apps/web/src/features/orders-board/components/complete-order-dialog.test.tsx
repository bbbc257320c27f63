import type { Order } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { efectivo, mercadoPago } from "@/entities/order/testing/order-fixtures";
import { boardOf, makeOrder } from "@/testing/board-fixtures";
import { fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const split: Order = makeOrder(1, {
  status: "ready",
  paymentMethodId: efectivo.id,
  total: 9000,
  subtotal: 10000,
  adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo", amount: 1000 }],
  tip: 0,
  payments: [
    {
      paymentMethodId: efectivo.id,
      name: "Efectivo",
      isCash: true,
      amount: 5000,
      tendered: null,
      change: null,
    },
    {
      paymentMethodId: mercadoPago.id,
      name: "Mercado Pago",
      isCash: false,
      amount: 4000,
      tendered: null,
      change: null,
    },
  ],
});

const openCharge = async () => {
  const completed = { ...split, status: "completed" as const };
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role: "CASHIER" }),
    "GET /board": ok(boardOf({ orders: [split] })),
    "GET /payment-methods?limit=100": pageOf([mercadoPago, efectivo]),
    [`POST /orders/${split.id}/complete`]: ok(completed),
  });
  const app = renderApp("/orders");
  const card = within(await screen.findByRole("article", { name: "Pedido 1" }));
  await app.user.click(card.getByRole("button", { name: "Completar" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Cobrar pedido 1" }));
  return { fetchMock, dialog, card, ...app };
};

afterEach(() => localStorage.clear());

describe("'Cobrar pedido' (decision 031)", { timeout: 45_000 }, () => {
  it("the card shows the discount and each part of the payment", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      "GET /board": ok(boardOf({ orders: [split] })),
    });
    renderApp("/orders");
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));
    const money = within(card.getByLabelText("Cobro"));
    expect(money.getByText("Descuento 10 %: Pago en efectivo")).toBeInTheDocument();
    expect(money.getByText("−$ 1.000,00")).toBeInTheDocument();
    expect(money.getByText("Mercado Pago")).toBeInTheDocument();
    expect(money.getByText("$ 4.000,00")).toBeInTheDocument();
  });

  it("completes as it is with one tap, sending no payments", async () => {
    const { dialog, user, fetchMock } = await openCharge();
    expect(dialog.getByRole("status", { name: "Total a cobrar" })).toHaveTextContent("$ 9.000,00");
    expect(dialog.getByText("$ 5.000,00")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Completar" }));
    await screen.findByText("Completado");
    expect(sentBodies(fetchMock, "POST", `/orders/${split.id}/complete`)).toEqual([undefined]);
  });

  it("changing the split shows the gap, 'Paga con' shows the change, and sends the new parts", async () => {
    const { dialog, user, fetchMock } = await openCharge();
    await user.click(dialog.getByRole("button", { name: "Cambiar pago" }));
    const cash = within(dialog.getByRole("group", { name: "Pago 1" }));
    const amount = cash.getByRole("textbox", { name: "Monto" });
    await user.clear(amount);
    await user.type(amount, "6000");
    expect(dialog.getByRole("status", { name: "Diferencia de los pagos" })).toHaveTextContent(
      "Sobran $ 1.000,00",
    );
    expect(dialog.getByRole("button", { name: "Completar" })).toBeDisabled();
    const wallet = within(dialog.getByRole("group", { name: "Pago 2" }));
    await user.clear(wallet.getByRole("textbox", { name: "Monto" }));
    await user.type(wallet.getByRole("textbox", { name: "Monto" }), "3000");
    await user.type(cash.getByRole("textbox", { name: "Paga con" }), "10000");
    expect(cash.getByRole("status", { name: "Vuelto" })).toHaveTextContent("Vuelto $ 4.000,00");
    await user.click(dialog.getByRole("button", { name: "Completar" }));
    await screen.findByText("Completado");
    expect(sentBodies(fetchMock, "POST", `/orders/${split.id}/complete`)).toEqual([
      {
        payments: [
          { payment_method_id: efectivo.id, amount: 6000, tendered: 10000 },
          { payment_method_id: mercadoPago.id, amount: 3000, tendered: null },
        ],
      },
    ]);
  });
});
