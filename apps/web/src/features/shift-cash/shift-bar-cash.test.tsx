import type { Role } from "@comanda/domain";
import type { CashMovement, CountSheet, ZReport } from "@comanda/domain/cash";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Board } from "@/entities/order/board";
import { boardOf, makeShift } from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { closeShiftConfirmText } from "./close-shift-button";

const cashId = "0190a000-0000-7000-8000-0000000000c1";
const cardId = "0190a000-0000-7000-8000-0000000000c2";

const openBoard = async (routes: FakeRoutes, role: Role = "CASHIER") => {
  const fetchMock = fakeApi({ "GET /session": signedIn({ role }), ...routes });
  const app = renderApp("/orders");
  await screen.findByRole("heading", { level: 1, name: "Pedidos" });
  return { fetchMock, ...app };
};

const sheetOf = (overrides: Partial<CountSheet> = {}): CountSheet => ({
  blind: false,
  cashFloat: 1000,
  lines: [
    { paymentMethodId: cashId, name: "Efectivo", isCash: true, expected: 6000 },
    { paymentMethodId: cardId, name: "Tarjeta", isCash: false, expected: 2500 },
  ],
  openOrders: 0,
  ...overrides,
});

const reportOf = (shift = makeShift(), overrides: Partial<ZReport> = {}): ZReport => ({
  business: { name: "La Esquina", address: "Calle 1", phone: null, logoUrl: null },
  shift: { ...shift, status: "inactive", endDate: Date.now(), closedByName: "Ana Pérez" },
  cashFloat: 1000,
  completed: { orders: 3, amount: 7500 },
  sales: { subtotal: 7500, discounts: 0, surcharges: 0, tips: 0, deliveryFees: 0, total: 7500 },
  cancelled: { orders: 0, amount: 0 },
  byPaymentMethod: [],
  byType: [],
  vouchers: [],
  count: [
    {
      paymentMethodId: cashId,
      name: "Efectivo",
      isCash: true,
      expected: 6000,
      counted: 5900,
      difference: -100,
    },
    { paymentMethodId: cardId, name: "Tarjeta", isCash: false, expected: 2500, counted: 2500, difference: 0 },
  ],
  countNote: "Faltó cambio",
  cashMovements: [],
  bestSellers: [],
  ...overrides,
});

const countField = (dialog: HTMLElement, method: string) =>
  within(within(dialog).getByRole("group", { name: method })).getByLabelText("Contado");

beforeEach(() => localStorage.clear());

describe("ShiftBar: float, cash movements and the count", { timeout: 30_000 }, () => {
  it("asks for the cash float when opening a shift", async () => {
    let board: Board = boardOf({ shift: null });
    const { user, fetchMock } = await openBoard({
      "GET /board": () => ok(board),
      "POST /shifts": () => {
        board = boardOf({ shift: makeShift({ cashFloat: 1500.5 }) });
        return ok(board.shift, 201);
      },
    });

    await user.click(await screen.findByRole("button", { name: "Iniciar turno" }));
    const dialog = await screen.findByRole("dialog", { name: "Iniciar turno" });
    await user.type(within(dialog).getByLabelText("Fondo de caja"), "abc");
    await user.click(within(dialog).getByRole("button", { name: "Iniciar turno" }));
    expect(await within(dialog).findByText(/Ingresá un monto válido/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/shifts")).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Fondo de caja"));
    await user.type(within(dialog).getByLabelText("Fondo de caja"), "1.500,50");
    await user.click(within(dialog).getByRole("button", { name: "Iniciar turno" }));
    expect(
      await screen.findByRole("heading", { name: /^Turno del \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/ }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/shifts")).toEqual([{ cash_float: 1500.5 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("opens with a float of 0 when left blank", async () => {
    const { user, fetchMock } = await openBoard({
      "GET /board": ok(boardOf({ shift: null })),
      "POST /shifts": ok(makeShift(), 201),
    });
    await user.click(await screen.findByRole("button", { name: "Iniciar turno" }));
    const dialog = await screen.findByRole("dialog", { name: "Iniciar turno" });
    await user.click(within(dialog).getByRole("button", { name: "Iniciar turno" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/shifts")).toEqual([{ cash_float: 0 }]));
  });

  it("records cash in and out of the register and lists them", async () => {
    const shift = makeShift();
    const movements: CashMovement[] = [];
    const { user, fetchMock } = await openBoard({
      "GET /board": ok(boardOf({ shift })),
      [`GET /shifts/${shift.id}/cash-movements`]: () => ok({ items: [...movements] }),
      [`POST /shifts/${shift.id}/cash-movements`]: (body) => {
        const input = body as { kind: "in" | "out"; amount: number; reason: string };
        const movement = {
          id: `m${movements.length}`,
          ...input,
          userName: "Ana Pérez",
          createdAt: Date.now(),
        };
        movements.unshift(movement);
        return ok(movement, 201);
      },
    });

    await user.click(await screen.findByRole("button", { name: "Movimientos de caja" }));
    const dialog = await screen.findByRole("dialog", { name: "Movimientos de caja" });
    expect(
      await within(dialog).findByText("Todavía no hay movimientos de caja en este turno."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Registrar" }));
    expect(within(dialog).getByText("Ingresá el monto.")).toBeInTheDocument();
    expect(within(dialog).getByText("Ingresá el motivo.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Retiro" }));
    await user.type(within(dialog).getByLabelText("Monto"), "2.000");
    await user.type(within(dialog).getByLabelText("Motivo"), "Pago a proveedor");
    await user.click(within(dialog).getByRole("button", { name: "Registrar" }));

    const list = await within(dialog).findByRole("list", { name: "Movimientos del turno" });
    expect(within(list).getByText(/Retiro −\$\s2\.000,00 · Pago a proveedor/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/shifts/${shift.id}/cash-movements`)).toEqual([
      { kind: "out", amount: 2000, reason: "Pago a proveedor" },
    ]);
  });

  it("counts each method with the live difference, asks the question of docs/product.md#closing-a-shift and offers the Z report", async () => {
    const shift = makeShift();
    let board = boardOf({ shift });
    const { user, fetchMock, currentPath } = await openBoard({
      "GET /board": () => ok(board),
      [`GET /shifts/${shift.id}/count`]: ok(sheetOf()),
      [`POST /shifts/${shift.id}/close`]: () => {
        board = boardOf({ shift: null });
        return ok(reportOf(shift));
      },
    });

    await user.click(await screen.findByRole("button", { name: "Cerrar turno" }));
    const dialog = await screen.findByRole("dialog", { name: "Cerrar turno" });
    const cash = await within(dialog).findByRole("group", { name: "Efectivo" });
    expect(within(cash).getByText("Esperado: $ 6.000,00")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByText("Contá Efectivo.")).toBeInTheDocument();
    expect(within(dialog).getByText("Contá Tarjeta.")).toBeInTheDocument();

    await user.type(countField(dialog, "Efectivo"), "5900");
    expect(within(cash).getByText("Faltante $ 100,00")).toBeInTheDocument();
    await user.clear(countField(dialog, "Efectivo"));
    await user.type(countField(dialog, "Efectivo"), "6050");
    expect(within(cash).getByText("Sobrante $ 50,00")).toBeInTheDocument();
    await user.clear(countField(dialog, "Efectivo"));
    await user.type(countField(dialog, "Efectivo"), "5900");
    await user.type(countField(dialog, "Tarjeta"), "2500");
    expect(
      within(within(dialog).getByRole("group", { name: "Tarjeta" })).getByText("Exacto"),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Nota"), "Faltó cambio");

    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByText(closeShiftConfirmText)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/shifts/${shift.id}/close`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));

    const result = await within(dialog).findByRole("table", { name: "Arqueo" });
    expect(within(result).getByText("Faltante $ 100,00")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/shifts/${shift.id}/close`)).toEqual([
      {
        counts: [
          { payment_method_id: cashId, counted: 5900 },
          { payment_method_id: cardId, counted: 2500 },
        ],
        note: "Faltó cambio",
      },
    ]);
    expect(await screen.findByText("No se ha iniciado un turno.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("link", { name: "Ver informe Z" }));
    await waitFor(() => expect(currentPath()).toBe(`/sell-list/${shift.id}/report`));
  });

  it("counts blind: no expected amounts until the close answers", async () => {
    const shift = makeShift();
    await openBoard({
      "GET /board": ok(boardOf({ shift })),
      [`GET /shifts/${shift.id}/count`]: ok(
        sheetOf({ blind: true, lines: sheetOf().lines.map((line) => ({ ...line, expected: null })) }),
      ),
      [`POST /shifts/${shift.id}/close`]: ok(reportOf(shift)),
    }).then(async ({ user }) => {
      await user.click(await screen.findByRole("button", { name: "Cerrar turno" }));
      const dialog = await screen.findByRole("dialog", { name: "Cerrar turno" });
      await within(dialog).findByRole("group", { name: "Efectivo" });
      await user.type(countField(dialog, "Efectivo"), "5900");
      await user.type(countField(dialog, "Tarjeta"), "2500");
      expect(within(dialog).queryByText(/Esperado/)).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/Faltante|Sobrante|Exacto/)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
      await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
      const result = await within(dialog).findByRole("table", { name: "Arqueo" });
      expect(within(result).getByText("$ 6.000,00")).toBeInTheDocument();
      expect(within(result).getByText("Faltante $ 100,00")).toBeInTheDocument();
    });
  });

  it("shows the refusal while orders are open inside the dialog", async () => {
    const refusal = "No se puede cerrar el turno: quedan 2 pedidos sin completar ni cancelar.";
    const shift = makeShift();
    const { user, fetchMock } = await openBoard({
      "GET /board": ok(boardOf({ shift })),
      [`GET /shifts/${shift.id}/count`]: ok(sheetOf({ lines: [], openOrders: 2 })),
      [`POST /shifts/${shift.id}/close`]: {
        status: 409,
        body: { error: { code: "aborted", message: refusal } },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cerrar turno" }));
    const dialog = await screen.findByRole("dialog", { name: "Cerrar turno" });
    expect(await within(dialog).findByText(/Quedan 2 pedidos sin completar ni cancelar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/shifts/${shift.id}/close`)).toHaveLength(1);
    expect(
      screen.getByRole("heading", { name: /^Turno del \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, hidden: true }),
    ).toBeInTheDocument();
  });
});
