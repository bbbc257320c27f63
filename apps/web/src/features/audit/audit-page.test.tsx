import type { AuditEntry } from "@comanda/domain/audit";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, pageOf, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const at = Date.UTC(2026, 10, 26, 15, 30);
const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  at: at - n * 60_000,
  userName: "Caro Caja",
  action: "created",
  orderId: "0190a000-0000-7000-8000-00000000aaaa",
  target: "Pedido 12",
  detail: "Total $ 9.000,00",
  authorizedBy: null,
  ...overrides,
});
const cancel = entry(1, { action: "cancelled", userName: "Kiko Cocina", authorizedBy: "Ana Pérez" });
const created = entry(2);
const staff = pageOf([
  {
    id: "u-caro",
    name: "Caro Caja",
    email: "caro@example.com",
    role: "CASHIER",
    status: "enabled",
    emailVerified: true,
    createdAt: at,
  },
]);

const requested = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/v1/audit?"));

describe("AuditPage", { timeout: 20_000 }, () => {
  it("lists who did what and who authorized it, and asks again with each filter", async () => {
    const fetchMock = fakeApi({
      "GET /session": signedIn(),
      "GET /staff?limit=100": staff,
      "GET /audit?limit=10": pageOf([cancel, created]),
      "GET /audit?limit=10&action=cancelled": pageOf([cancel]),
      "GET /audit?limit=10&action=cancelled&user=u-caro": pageOf([]),
    });
    const { user } = renderApp("/audit");
    const table = await screen.findByRole("table", { name: "Auditoría" });
    const row = await within(table).findByRole("row", { name: /Kiko Cocina/ });
    expect(row).toHaveTextContent("Canceló");
    expect(row).toHaveTextContent("Pedido 12");
    expect(row).toHaveTextContent("Ana Pérez");
    await user.click(screen.getByRole("combobox", { name: "Acción" }));
    await user.click(screen.getByRole("option", { name: "Canceló" }));
    await waitFor(() => expect(requested(fetchMock)).toContain("/api/v1/audit?limit=10&action=cancelled"));
    await user.click(screen.getByRole("combobox", { name: "Usuario" }));
    await user.click(await screen.findByRole("option", { name: "Caro Caja" }));
    expect(await screen.findByText("No hay movimientos con estos filtros.")).toBeInTheDocument();
  });

  it("opens one order's trail from a link, and goes back to every order", async () => {
    const order = created.orderId ?? "";
    const fetchMock = fakeApi({
      "GET /session": signedIn(),
      "GET /staff?limit=100": staff,
      [`GET /audit?limit=10&order=${order}`]: pageOf([created]),
      "GET /audit?limit=10": pageOf([cancel, created]),
    });
    const { user } = renderApp(`/audit?order=${order}`);
    const table = await screen.findByRole("table", { name: "Auditoría" });
    await within(table).findByRole("row", { name: /Creó/ });
    expect(within(table).queryByText("Kiko Cocina")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todos los pedidos" }));
    // Other filters are another list: the table is drawn anew.
    expect(await screen.findByText("Kiko Cocina")).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual([`/api/v1/audit?limit=10&order=${order}`, "/api/v1/audit?limit=10"]);
  });
});
