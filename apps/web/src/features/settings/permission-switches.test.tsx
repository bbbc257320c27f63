import type { BusinessSettings } from "@comanda/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { permissionsHintText } from "./components/permission-switches";

const settings: BusinessSettings = {
  name: "La Esquina",
  address: "Av. Corrientes 1234",
  phone: "1145678901",
  slug: "la-esquina",
  blindCashCount: false,
  discountPolicy: "admin-and-cashier",
  cashierMaxDiscount: 10,
  permissions: { cashierEditsCatalog: true, cashierCancelsOrders: false, kitchenCancelsOrders: true },
  logoUrl: null,
  quickNotes: [],
};

describe("the permission switches", { timeout: 20_000 }, () => {
  it("shows what each role may do and lets ADMIN take catalog and cancelling away", async () => {
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "ADMIN" }),
      "GET /business": ok(settings),
      "PATCH /business": () => ok(settings),
    });
    const { user } = renderApp("/settings");
    const catalog = await screen.findByRole("switch", { name: "Caja puede editar catálogo y precios" });
    const cashierCancels = screen.getByRole("switch", { name: "Caja puede cancelar pedidos" });
    const kitchenCancels = screen.getByRole("switch", { name: "Cocina puede cancelar pedidos" });
    expect(screen.getByRole("group", { name: "Permisos" })).toBeInTheDocument();
    expect(screen.getByText(permissionsHintText)).toBeInTheDocument();
    expect(catalog).toBeChecked();
    expect(cashierCancels).not.toBeChecked();
    expect(kitchenCancels).toBeChecked();

    await user.click(catalog);
    await user.click(kitchenCancels);
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", "/business")).toHaveLength(1));
    expect(sentBodies(fetchMock, "PATCH", "/business")[0]).toMatchObject({
      cashier_edits_catalog: false,
      cashier_cancels_orders: false,
      kitchen_cancels_orders: false,
    });
  });
});

describe("the waiter's switch (decision 083)", { timeout: 20_000 }, () => {
  it("starts off and lets ADMIN allow waiters to charge", async () => {
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "ADMIN" }),
      "GET /business": ok({ ...settings, permissions: { ...settings.permissions, waiterCharges: false } }),
      "PATCH /business": () => ok(settings),
    });
    const { user } = renderApp("/settings");
    const waiterCharges = await screen.findByRole("switch", { name: "Mozos pueden cobrar" });
    expect(waiterCharges).not.toBeChecked();
    await user.click(waiterCharges);
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", "/business")).toHaveLength(1));
    expect(sentBodies(fetchMock, "PATCH", "/business")[0]).toMatchObject({ waiter_charges: true });
  });
});
