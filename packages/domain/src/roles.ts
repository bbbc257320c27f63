export const roles = ["ADMIN", "CASHIER", "KITCHEN", "WAITER"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  ADMIN: "Administrador",
  CASHIER: "Caja",
  KITCHEN: "Cocina",
  // Decision 083: the floor's staff, on a shared tablet.
  WAITER: "Mozo",
};

/** Where a user lands after signing in (docs/product.md#login); a waiter on the dining room (decision 083). */
export const homePathFor = (role: Role): string =>
  role === "KITCHEN" ? "/orders" : role === "WAITER" ? "/salon" : "/";
