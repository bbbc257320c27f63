import type { StaffSales } from "@comanda/domain/staff-sales";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { at, shift, summaryOf, uuid } from "./testing/sales-fixtures";

const closed = shift(24, { startDate: at("2026-11-22T10:44:00Z") });
const nbsp = (text: string) => text.replaceAll("$ ", "$\u00a0");

const openDetail = async (byStaff: StaffSales[]) => {
  fakeApi({
    "GET /session": signedIn(),
    [`GET /shifts/${closed.id}`]: ok(summaryOf(closed, { byStaff })),
    [`GET /shifts/${closed.id}/orders?limit=10`]: pageOf([]),
  });
  renderApp(`/sell-list/${closed.id}`);
  await screen.findByRole("heading", { level: 1, name: "Turno del 22/11/2026, 07:44" }, { timeout: 15_000 });
};

/** Decision 084: 'Por mozo' on the shift's detail. */
describe("the shift's sales per staff member", { timeout: 30_000 }, () => {
  it("lists each one's orders, tables, sales and tips, with their totals to the centavo", async () => {
    await openDetail([
      { userId: uuid("8201", 1), name: "Juan Gómez", orders: 1, tables: 3, sales: 45000.1, tips: 4500 },
      { userId: uuid("8201", 2), name: "Ana Pérez", orders: 6, tables: 0, sales: 12000.2, tips: 0 },
    ]);
    const section = screen.getByRole("region", { name: "Por mozo" });
    const table = within(section).getByRole("table", { name: "Por mozo" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "NombrePedidosMesasVentasPropinas",
      nbsp("Juan Gómez13$ 45.000,10$ 4.500,00"),
      nbsp("Ana Pérez60$ 12.000,20$ 0,00"),
      nbsp("Total73$ 57.000,30$ 4.500,00"),
    ]);
    expect(within(section).getByText(/Cada mesa cuenta para quien la atiende/)).toBeInTheDocument();
  });

  it("shows nothing for a shift that sold nothing yet", async () => {
    await openDetail([]);
    expect(screen.queryByRole("region", { name: "Por mozo" })).not.toBeInTheDocument();
  });
});
