import { z } from "zod";
import { emailSchema, passwordSchema, requiredText, session } from "./auth.ts";
import { limits } from "./limits.ts";
import { enabledStatus } from "./lists.ts";
import { adminPin } from "./permissions.ts";
import { roles } from "./roles.ts";

/** A user of the business as the ADMIN's staff table shows it (docs/product.md#staff). */
export const staffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: enabledStatus,
  emailVerified: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** docs/product.md#staff {name, role, email, password}; the business always comes from the caller's session. */
export const createStaffInput = z.object({
  name: requiredText(limits.name, "Ingresá el nombre."),
  role: z.enum(roles, { error: "Elegí un rol." }),
  email: emailSchema,
  password: passwordSchema,
});
export type CreateStaffInput = z.input<typeof createStaffInput>;

/** docs/product.md#profile: the signed-in user edits its own name and e-mail. */
export const updateProfileInput = z.object({
  name: requiredText(limits.name, "Ingresá tu nombre."),
  email: emailSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/**
 * What PATCH /api/v1/profile answers: the session as it is now, and the new e-mail while its link is unopened
 * (the session keeps the old one until then).
 */
export const profileUpdate = z.object({ session, pendingEmail: z.string().nullable() });
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const forgotPasswordInput = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: z.string().min(1, "El enlace no es válido.").max(500, "El enlace no es válido."),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/**
 * Decision 083: a colleague a shared device may switch to ('Cambiar de usuario'): an enabled user of the same
 * business with a PIN. Only the name is shown, tapped, then the PIN typed.
 */
export const switchCandidate = z.object({ id: z.string(), name: z.string() });
export type SwitchCandidate = z.infer<typeof switchCandidate>;

export const switchUserInput = z.object({
  userId: z.string({ error: "Elegí tu nombre." }).min(1, "Elegí tu nombre.").max(100, "Elegí tu nombre."),
  pin: adminPin,
});
export type SwitchUserInput = z.input<typeof switchUserInput>;
