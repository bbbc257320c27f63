import { z } from "zod";
import { course } from "./courses.ts";
import { discountPolicies } from "./order-money.ts";
import { businessPermissions } from "./permissions.ts";

// What every screen reads of the business. What only the settings screen writes (the input, the logo's rules) is
// `@comanda/domain/settings-input` (decision 053).

/** Decision 087: an owner's target times for the kitchen, in whole minutes: amber past `warn`, red past `late`. */
const targetMinutes = z
  .number({ error: "Ingresá los minutos." })
  .int("Ingresá minutos enteros.")
  .min(1, "Tiene que ser al menos 1 minuto.")
  .max(240, "Puede ser como mucho 240 minutos.");
export const kitchenTargets = z
  .object({ warn: targetMinutes, late: targetMinutes })
  .refine((targets) => targets.late > targets.warn, {
    message: "El segundo tiempo tiene que ser mayor que el primero.",
    path: ["late"],
  });
export type KitchenTargets = z.infer<typeof kitchenTargets>;
export const defaultKitchenTargets: KitchenTargets = { warn: 10, late: 20 };

export const businessSettings = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  slug: z.string(),
  blindCashCount: z.boolean(),
  discountPolicy: z.enum(discountPolicies),
  /** whole percent of the subtotal */
  cashierMaxDiscount: z.number().int(),
  permissions: businessPermissions,
  /** Decision 080: one tap adds them to a line's note */
  quickNotes: z.array(z.string()).default([]),
  /** Decision 082: the courses ('tiempos'), in the order a table eats them */
  courses: z.array(course).optional(),
  /** Decision 087: past these minutes a kitchen card's timer turns amber, then red */
  kitchenTargets: kitchenTargets.optional(),
  /** /api/v1/business/logo?v=<updated_at>, or null */
  logoUrl: z.string().nullable(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;
