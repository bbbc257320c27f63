import { z } from "zod";
import type { Role } from "./roles.ts";

/**
 * Decision 045: what a business may take away from a role. 'catalog' is editing products, categories,
 * promotions, payment methods and ingredients (prices included); 'cancel' is cancelling orders.
 */
export const permissions = ["catalog", "cancel"] as const;
export type Permission = (typeof permissions)[number];

/** The business's switches; every one on by default, which is how Comanda behaved before them. */
export const businessPermissions = z.object({
  cashierEditsCatalog: z.boolean(),
  cashierCancelsOrders: z.boolean(),
  kitchenCancelsOrders: z.boolean(),
});
export type BusinessPermissions = z.infer<typeof businessPermissions>;

export const defaultPermissions: BusinessPermissions = {
  cashierEditsCatalog: true,
  cashierCancelsOrders: true,
  kitchenCancelsOrders: true,
};

/** Which switch decides a (role, permission) pair; a pair without one is never allowed (KITCHEN's catalog). */
const switchOf: Partial<Record<Role, Partial<Record<Permission, keyof BusinessPermissions>>>> = {
  CASHIER: { catalog: "cashierEditsCatalog", cancel: "cashierCancelsOrders" },
  KITCHEN: { cancel: "kitchenCancelsOrders" },
};

/** Whether `role` may act on its own; when not, an ADMIN's PIN may authorize the one action. */
export const mayAct = (allowed: BusinessPermissions, role: Role, permission: Permission): boolean => {
  if (role === "ADMIN") return true;
  const key = switchOf[role]?.[permission];
  return key !== undefined && allowed[key];
};

export const permissionLabels: Record<Permission, string> = {
  catalog: "Editar catálogo y precios",
  cancel: "Cancelar pedidos",
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
