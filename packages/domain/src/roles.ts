export const roles = ["ADMIN", "CASHIER", "KITCHEN"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  ADMIN: "Administrador",
  CASHIER: "Caja",
  KITCHEN: "Cocina",
};

/** Where a user lands after signing in (docs/product.md#login). */
export const homePathFor = (role: Role): string => (role === "KITCHEN" ? "/orders" : "/");
