import { z } from "zod";
import type { Role } from "./roles.ts";

/**
 * Decision 045: what a business may take away from a role. 'catalog' is editing products, categories,
 * promotions, payment methods and ingredients (prices included); 'cancel' is cancelling orders; 'charge'
 * (decision 083) is completing an order with its payments, which a waiter does only when allowed.
 */
export const permissions = ["catalog", "cancel", "charge"] as const;
export type Permission = (typeof permissions)[number];

/** The business's switches (decisions 045 and 083). */
export const businessPermissions = z.object({
  cashierEditsCatalog: z.boolean(),
  cashierCancelsOrders: z.boolean(),
  kitchenCancelsOrders: z.boolean(),
  /**
   * Decision 083: off by default, so a waiter charges only once the owner allows it. Optional so a client
   * written before it (and every fixture) reads as off, which is the default.
   */
  waiterCharges: z.boolean().optional(),
});
export type BusinessPermissions = z.infer<typeof businessPermissions>;

/**
 * Decision 045's three switches start on, which is how Comanda behaved before them; decision 083's starts
 * off, since a waiter is a new role that never charged.
 */
export const defaultPermissions: BusinessPermissions = {
  cashierEditsCatalog: true,
  cashierCancelsOrders: true,
  kitchenCancelsOrders: true,
  waiterCharges: false,
};

/**
 * Which switch decides a (role, permission) pair, or `true` where the role always may (CASHIER charges, as
 * it always did); a pair without an entry is never allowed on its own (KITCHEN's catalog, WAITER's cancel).
 */
const switchOf: Partial<Record<Role, Partial<Record<Permission, keyof BusinessPermissions | true>>>> = {
  CASHIER: { catalog: "cashierEditsCatalog", cancel: "cashierCancelsOrders", charge: true },
  KITCHEN: { cancel: "kitchenCancelsOrders" },
  WAITER: { charge: "waiterCharges" },
};

/** Whether `role` may act on its own; when not, an ADMIN's PIN may authorize the one action. */
export const mayAct = (allowed: BusinessPermissions, role: Role, permission: Permission): boolean => {
  if (role === "ADMIN") return true;
  const key = switchOf[role]?.[permission];
  return key === true || (key !== undefined && allowed[key] === true);
};

export const permissionLabels: Record<Permission, string> = {
  catalog: "Editar catálogo y precios",
  cancel: "Cancelar pedidos",
  charge: "Cobrar",
};

/** The header a refused request is sent again with, carrying the PIN an ADMIN typed on the device. */
export const adminPinHeader = "x-admin-pin";

/** What a refusal's `details.pin` says: no PIN was sent, or the one sent is nobody's. */
export const pinRefusals = ["required", "wrong"] as const;
export type PinRefusal = (typeof pinRefusals)[number];

export const pinMessages = {
  required: "Pedí autorización: PIN de un administrador.",
  wrong: "PIN incorrecto.",
  format: "El PIN tiene que tener de 4 a 6 números.",
} as const;

/** An ADMIN's PIN: 4 to 6 digits. Short by design, so the server limits guessing (decision 045). */
export const adminPin = z.string({ error: pinMessages.format }).regex(/^\d{4,6}$/, pinMessages.format);

export const adminPinInput = z.object({ pin: adminPin });
export type AdminPinInput = z.input<typeof adminPinInput>;

/** Whether the signed-in ADMIN has a PIN (never the PIN itself). */
export const adminPinState = z.object({ hasPin: z.boolean() });
export type AdminPinState = z.infer<typeof adminPinState>;
