import { adminPinHeader, type BusinessPermissions, type Role } from "@comanda/domain";
import { addUser, type Cookies, inject, signUp, type TestServer } from "./server-kit.ts";
import { openShiftRow, pendingOrderRow } from "./service-rows-kit.ts";

export const adminPin = "482915";

const columns = {
  cashierEditsCatalog: "cashier_edits_catalog",
  cashierCancelsOrders: "cashier_cancels_orders",
  kitchenCancelsOrders: "kitchen_cancels_orders",
  waiterCharges: "waiter_charges",
} as const;

/** The settings body ADMIN sends to turn switches on or off (the rest as signup left it). */
export const settingsBody = (switches: Partial<BusinessPermissions>) => ({
  name: "La Esquina",
  address: "Av. Corrientes 1234, CABA",
  phone: null,
  blind_cash_count: false,
  ...Object.fromEntries(
    Object.entries(switches).map(([key, on]) => [columns[key as keyof typeof columns], on]),
  ),
});

/**
 * Decision 045: a business with one user per role, the owner's PIN set, an open shift, and the switches as
 * given. `order()` writes a pending order to cancel.
 */
export const guardedBusiness = async (server: TestServer, switches: Partial<BusinessPermissions> = {}) => {
  const owner = await signUp(server);
  const businessId = owner.session.business.id;
  const cashier = await addUser(server, businessId, "CASHIER", "Caro Caja");
  const kitchen = await addUser(server, businessId, "KITCHEN", "Kiko Cocina");
  const waiter = await addUser(server, businessId, "WAITER", "Walter Mozo");
  const set = await inject(server, {
    method: "PUT",
    url: "/api/v1/profile/pin",
    payload: { pin: adminPin },
    cookies: owner.cookies,
  });
  if (set.statusCode !== 200) throw new Error(`setting the PIN: ${set.body}`);
  const patched = await inject(server, {
    method: "PATCH",
    url: "/api/v1/business",
    payload: settingsBody(switches),
    cookies: owner.cookies,
  });
  if (patched.statusCode !== 200) throw new Error(`settings: ${patched.body}`);
  const db = server.ctx.database.db;
  const shiftId = await openShiftRow(db, businessId, owner.session.user.id);
  const cookies: Record<Role, Cookies> = {
    ADMIN: owner.cookies,
    CASHIER: cashier.cookies,
    KITCHEN: kitchen.cookies,
    WAITER: waiter.cookies,
  };
  return {
    owner,
    businessId,
    cashier,
    kitchen,
    waiter,
    cookies,
    order: () => pendingOrderRow(db, businessId, shiftId, owner.session.user.id),
    authorizations: () =>
      db
        .selectFrom("authorization")
        .selectAll()
        .where("business_id", "=", businessId)
        .orderBy("id")
        .execute(),
  };
};

/** Sends `pin` (when given) the way the web does: in the header. */
export const withPin = (pin?: string) => (pin === undefined ? {} : { headers: { [adminPinHeader]: pin } });
