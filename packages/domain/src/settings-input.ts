import { z } from "zod";
import { requiredText } from "./auth.ts";
import { coursesInput } from "./courses.ts";
import { limits } from "./limits.ts";
import { nameKey, nameText } from "./names.ts";
import { discountPolicies } from "./order-money.ts";
import { phoneSchema } from "./phone.ts";
import { kitchenTargets } from "./settings.ts";

// Decision 053: what only the settings screen (and the server) needs, apart from what every screen reads.

export const MAX_QUICK_NOTES = 12;
export const QUICK_NOTE_LENGTH = 30;

/**
 * Decision 080: the notes a line takes in one tap ('Sin sal', 'Bien cocido'), in the owner's order. The settings
 * screen types them separated by commas; other clients send a list.
 */
const quickNotes = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(",")
          .map((note) => note.trim())
          .filter((note) => note !== "")
      : value,
  z
    .array(nameText(QUICK_NOTE_LENGTH, "Escribí la nota."), {
      error: "Las notas rápidas deben ser una lista.",
    })
    .max(MAX_QUICK_NOTES, `Podés tener hasta ${MAX_QUICK_NOTES} notas rápidas.`)
    .refine(
      (notes) => new Set(notes.map(nameKey)).size === notes.length,
      "Cada nota rápida puede estar una sola vez.",
    ),
);

/** Decision 020: business settings (ADMIN). The public link (slug) never changes on a rename. */
export const businessSettingsInput = z.object({
  name: requiredText(limits.businessName, "Ingresá el nombre del negocio."),
  address: requiredText(limits.address, "Ingresá la dirección del negocio."),
  phone: phoneSchema,
  blind_cash_count: z.boolean({ error: "Elegí si el arqueo es ciego." }),
  // Decision 026: who may discount, and the most CASHIER may take off (whole % of the subtotal).
  // Optional: a client that does not send them leaves them as they are.
  discount_policy: z.enum(discountPolicies, { error: "Elegí quién puede hacer descuentos." }).optional(),
  cashier_max_discount: z
    .number({ error: "Ingresá el porcentaje máximo." })
    .int("El porcentaje debe ser un número entero.")
    .min(0, "El porcentaje no puede ser negativo.")
    .max(100, "El porcentaje puede ser como mucho 100.")
    .optional(),
  // Decision 045: what CASHIER and KITCHEN may do without an ADMIN's PIN. Optional like the above.
  cashier_edits_catalog: z.boolean({ error: "Elegí si Caja puede editar el catálogo." }).optional(),
  cashier_cancels_orders: z.boolean({ error: "Elegí si Caja puede cancelar pedidos." }).optional(),
  kitchen_cancels_orders: z.boolean({ error: "Elegí si Cocina puede cancelar pedidos." }).optional(),
  // Decision 083: whether a waiter ('Mozo') charges without an ADMIN's PIN. Optional like the above.
  waiter_charges: z.boolean({ error: "Elegí si los mozos pueden cobrar." }).optional(),
  // Optional like the above: left out, they stay as they are.
  quick_notes: quickNotes.optional(),
  /** Decision 082: the courses in order; left out, they stay as they are */
  courses: coursesInput.optional(),
  /** Decision 087: the kitchen's target times; left out, they stay as they are */
  kitchen_targets: kitchenTargets.optional(),
});
export type BusinessSettingsInput = z.input<typeof businessSettingsInput>;

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Decision 022 ("pixel flood"): a few hundred KB can declare billions of pixels, so a side is bounded too. */
export const LOGO_MAX_SIDE = 4096;
/** What is stored and served: a WebP at most this many pixels a side (decision 022). */
export const LOGO_STORED_SIDE = 512;
export const logoTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof logoTypes)[number];

/** The image type read from the file's first bytes (never its name); null when not PNG, JPEG or WebP. */
export const sniffLogoType = (bytes: Uint8Array): LogoType | null => {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  return riff && webp ? "image/webp" : null;
};
