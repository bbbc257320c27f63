import { waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { efectivo, mercadoPago } from "@/entities/order/testing/order-fixtures";
import { queryKeys } from "@/lib/query-keys";
import { ok, sentBodies } from "@/testing/fake-api";
import { draftKey } from "./saved-draft";
import { type Dialog, openDialog, session, storedOrder, tap } from "./testing/new-order-harness";

const settings = (policy: "admin-and-cashier" | "admin-only", max = 10) =>
  ok({
    name: "La Esquina",
    address: "Calle 1",
    phone: null,
    slug: "la-esquina",
    blindCashCount: false,
    discountPolicy: policy,
    cashierMaxDiscount: max,
    permissions: { cashierEditsCatalog: true, cashierCancelsOrders: true, kitchenCancelsOrders: true },
    logoUrl: null,
  });

/** The total bar's breakdown, "label amount" per line, and its total. */
const breakdown = (dialog: Dialog) =>
  [...dialog.getByLabelText("Detalle del total").querySelectorAll("dt")].map((term) =>
    `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\u00a0/g, " "),
  );
const total = (dialog: Dialog) =>
  dialog.getByRole("status", { name: "Total del pedido" }).textContent?.replace(/\u00a0/g, " ");

const chooseMethod = async (
  user: Awaited<ReturnType<typeof openDialog>>["user"],
  dialog: Dialog,
  name: string,
) => user.click(within(dialog.getByRole("group", { name: "Medio de pago" })).getByRole("button", { name }));

afterEach(() => localStorage.clear());

describe("'Nuevo pedido': discounts, surcharges, tip and payments (decision 031)", {
  timeout: 45_000,
}, () => {
  it("a percent discount and a tip show in the total bar and go in the request; the draft keeps them", async () => {
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    await tap(user, dialog, "Milanesa");
    await user.click(dialog.getByRole("button", { name: "Descuento / propina" }));
    const row = within(dialog.getByRole("group", { name: "Descuento 1" }));
    expect(row.getByRole("textbox", { name: "Motivo" })).toHaveValue("Pago en efectivo");
    await user.type(row.getByRole("textbox", { name: "Porcentaje" }), "10");
    await user.type(dialog.getByRole("textbox", { name: "Propina" }), "500");
    expect(breakdown(dialog)).toEqual([
      "Subtotal $ 5.500,00",
      "Descuento 10 % (Pago en efectivo) −$ 550,00",
      "Propina +$ 500,00",
    ]);
    expect(total(dialog)).toBe("$ 5.450,00");
    const saved = JSON.parse(localStorage.getItem(draftKey(session.business.id, session.user.id)) ?? "{}");
    expect(saved.money).toMatchObject({ tip: "500", adjustments: [{ kind: "discount", value: "10" }] });

    await user.click(row.getByRole("button", { name: "Monto" }));
    expect(breakdown(dialog)[1]).toBe("Descuento (Pago en efectivo) −$ 10,00");
    await user.click(row.getByRole("button", { name: "Porcentaje" }));
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", "/orders")[0]).toMatchObject({
      adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo" }],
      tip: 500,
    });
    expect(sentBodies(fetchMock, "POST", "/orders")[0].payments).toBeUndefined();
  });

  it("tells a cashier the limit, refuses past it, and shows the server's refusal on the discount", async () => {
    const refusal = "La caja puede descontar hasta el 10 % del subtotal.";
    const { user, dialog } = await openDialog(
      {
        "GET /business": settings("admin-and-cashier", 10),
        "POST /orders": {
          status: 403,
          body: { error: { code: "permission-denied", message: refusal, fields: { adjustments: refusal } } },
        },
      },
      { role: "CASHIER" },
    );
    await tap(user, dialog, "Milanesa");
    await user.click(dialog.getByRole("button", { name: "Descuento / propina" }));
    expect(await dialog.findByText("Hasta 10 % del subtotal")).toBeInTheDocument();
    const value = dialog.getByRole("textbox", { name: "Porcentaje" });
    await user.type(value, "15");
    expect(within(dialog.getByRole("region", { name: "Cobro" })).getByText(refusal)).toBeInTheDocument();
    // docs/product.md#new-order: said beside the greyed 'Crear' too, where the cashier looks, not only below the fold.
    const bar = within(dialog.getByRole("group", { name: "Total del pedido y crear" }));
    expect(bar.getByRole("button", { name: "Crear" })).toBeDisabled();
    expect(bar.getByRole("button", { name: "Crear" })).toHaveAccessibleDescription(refusal);
    expect(bar.getByRole("alert")).toHaveTextContent(refusal);
    await user.clear(value);
    await user.type(value, "10");
    expect(dialog.queryByText(refusal)).not.toBeInTheDocument();
    // The server has the last word (its setting may have changed meanwhile).
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
  });

  it("offers a cashier only surcharges when only the administrator may discount", async () => {
    const { user, dialog, queryClient } = await openDialog(
      { "GET /business": settings("admin-only") },
      { role: "CASHIER" },
    );
    await tap(user, dialog, "Milanesa");
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toBeDefined());
    await user.click(dialog.getByRole("button", { name: "Descuento / propina" }));
    const row = within(dialog.getByRole("group", { name: "Recargo 1" }));
    expect(row.queryByRole("button", { name: "Descuento" })).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Agregar recargo" })).toBeInTheDocument();
  });

  it("splits the payment: parts must add up, the last takes the rest, 'Paga con' shows the change", async () => {
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    await tap(user, dialog, "Milanesa");
    await chooseMethod(user, dialog, "Efectivo");
    await user.click(dialog.getByRole("button", { name: "Dividir pago" }));
    const cash = within(dialog.getByRole("group", { name: "Pago 1" }));
    const amount = cash.getByRole("textbox", { name: "Monto" });
    expect(amount).toHaveValue("2750,00");
    expect(dialog.getByRole("status", { name: "Diferencia de los pagos" })).toHaveTextContent(
      "Los pagos suman el total",
    );
    await user.clear(amount);
    await user.type(amount, "6000");
    expect(dialog.getByRole("status", { name: "Diferencia de los pagos" })).toHaveTextContent(
      "Sobran $ 500,00",
    );
    expect(dialog.getByRole("button", { name: "Crear" })).toHaveAccessibleDescription(
      "Los pagos no suman el total: sobran $\u00a0500,00.",
    );
    const wallet = within(dialog.getByRole("group", { name: "Pago 2" }));
    await user.type(wallet.getByRole("textbox", { name: "Monto" }), "1000");
    expect(dialog.getByRole("status", { name: "Diferencia de los pagos" })).toHaveTextContent(
      "Sobran $ 1.500,00",
    );
    await user.clear(amount);
    await user.type(amount, "3000");
    expect(dialog.getByRole("status", { name: "Diferencia de los pagos" })).toHaveTextContent(
      "Faltan $ 1.500,00",
    );
    await user.clear(wallet.getByRole("textbox", { name: "Monto" }));
    expect(
      wallet.getByText("El resto: $ 2.500,00", { normalizer: (text) => text.replace(/\u00a0/g, " ") }),
    ).toBeInTheDocument();
    await user.type(cash.getByRole("textbox", { name: "Paga con" }), "5000");
    expect(cash.getByRole("status", { name: "Vuelto" })).toHaveTextContent("Vuelto $ 2.000,00");
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", "/orders")[0]).toMatchObject({
      payment_method_id: efectivo.id,
      payments: [
        { payment_method_id: efectivo.id, amount: 3000, tendered: 5000 },
        { payment_method_id: mercadoPago.id, amount: 2500 },
      ],
    });
  });

  it("'Paga con' on an order paid in full in cash shows the change, and is optional", async () => {
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    await tap(user, dialog, "Milanesa");
    await chooseMethod(user, dialog, "Efectivo");
    await user.type(dialog.getByRole("textbox", { name: "Paga con" }), "10000");
    expect(dialog.getByRole("status", { name: "Vuelto" })).toHaveTextContent("Vuelto $ 4.500,00");
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", "/orders")[0].payments).toEqual([
      { payment_method_id: efectivo.id, amount: 5500, tendered: 10000 },
    ]);
  });
});
