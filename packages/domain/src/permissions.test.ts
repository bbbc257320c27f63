import { describe, expect, it } from "vitest";
import { type BusinessPermissions, defaultPermissions, mayAct, permissions } from "./permissions.ts";
import { roles } from "./roles.ts";
import { businessSettingsInput } from "./settings-input.ts";

const allOn: BusinessPermissions = {
  cashierEditsCatalog: true,
  cashierCancelsOrders: true,
  kitchenCancelsOrders: true,
  waiterCharges: true,
};
const allOff: BusinessPermissions = {
  cashierEditsCatalog: false,
  cashierCancelsOrders: false,
  kitchenCancelsOrders: false,
  waiterCharges: false,
};

describe("mayAct (decisions 045 and 083)", () => {
  it("lets ADMIN do everything, whatever the switches", () => {
    for (const permission of permissions) {
      expect(mayAct(allOff, "ADMIN", permission)).toBe(true);
    }
  });

  it("lets a waiter charge only when the owner allows it, and starts with it off", () => {
    expect(defaultPermissions.waiterCharges).toBe(false);
    expect(mayAct(defaultPermissions, "WAITER", "charge")).toBe(false);
    expect(mayAct(allOn, "WAITER", "charge")).toBe(true);
    expect(mayAct(allOff, "WAITER", "charge")).toBe(false);
    // A client that never heard of the switch reads it as off.
    const { waiterCharges: _, ...older } = allOn;
    expect(mayAct(older, "WAITER", "charge")).toBe(false);
  });

  it("never lets a waiter edit the catalog or cancel on its own", () => {
    expect(mayAct(allOn, "WAITER", "catalog")).toBe(false);
    expect(mayAct(allOn, "WAITER", "cancel")).toBe(false);
  });

  it("lets CASHIER charge always, as before the switch; KITCHEN never", () => {
    expect(mayAct(allOff, "CASHIER", "charge")).toBe(true);
    expect(mayAct(allOn, "KITCHEN", "charge")).toBe(false);
  });

  it("keeps decision 045's switches as they were", () => {
    for (const role of roles.filter((role) => role !== "ADMIN")) {
      expect(mayAct(allOff, role, "catalog")).toBe(false);
      expect(mayAct(allOff, role, "cancel")).toBe(false);
    }
    expect(mayAct(allOn, "CASHIER", "catalog")).toBe(true);
    expect(mayAct(allOn, "KITCHEN", "cancel")).toBe(true);
  });

  it("takes the waiter's switch in the settings, in Spanish when wrong", () => {
    const base = { name: "La Esquina", address: "Av. Corrientes 1234", phone: null, blind_cash_count: false };
    expect(businessSettingsInput.parse({ ...base, waiter_charges: true }).waiter_charges).toBe(true);
    expect(businessSettingsInput.safeParse({ ...base, waiter_charges: "sí" }).error?.issues[0]?.message).toBe(
      "Elegí si los mozos pueden cobrar.",
    );
  });
});
