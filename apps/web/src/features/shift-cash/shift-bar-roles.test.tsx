import type { Role } from "@comanda/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { boardOf, makeShift } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const open = async (role: Role) => {
  fakeApi({ "GET /session": signedIn({ role }), "GET /board": ok(boardOf({ shift: makeShift() })) });
  renderApp("/orders");
  await screen.findByRole("heading", { level: 2, name: /Turno del/ });
};

// Decision 083: the shift's bar by role — the till's buttons and figures are ADMIN's and CASHIER's.
describe("the shift's bar by role", { timeout: 20_000 }, () => {
  it("gives a waiter 'Hacer pedido' and nothing of the till", async () => {
    await open("WAITER");
    expect(screen.getByRole("button", { name: "Hacer pedido" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cerrar turno" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Movimientos de caja" })).not.toBeInTheDocument();
    expect(screen.queryByText("Monto total")).not.toBeInTheDocument();
  });

  it("gives the cashier the till", async () => {
    await open("CASHIER");
    expect(screen.getByRole("button", { name: "Hacer pedido" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar turno" })).toBeInTheDocument();
    expect(screen.getByText("Monto total")).toBeInTheDocument();
  });
});
