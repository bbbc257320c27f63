import { z } from "zod";
import { limits } from "./limits.ts";
import { phoneSchema } from "./phone.ts";
import { roles } from "./roles.ts";

export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Puede tener hasta ${max} caracteres.`);

export const emailSchema = z
  .string({ error: "El correo electrónico es obligatorio." })
  .trim()
  .min(1, "Ingresá el correo electrónico.")
  .max(limits.email, "El correo electrónico es demasiado largo.")
  .pipe(z.email("Ingresá un correo electrónico válido."))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: "La contraseña es obligatoria." })
  .min(limits.passwordMin, `La contraseña debe tener al menos ${limits.passwordMin} caracteres.`)
  .max(limits.passwordMax, `La contraseña no puede superar los ${limits.passwordMax} caracteres.`)
  .regex(/\S/, "La contraseña no puede tener solo espacios.");

export const signupInput = z.object({
  name: requiredText(limits.name, "Ingresá tu nombre."),
  email: emailSchema,
  password: passwordSchema,
  business_name: requiredText(limits.businessName, "Ingresá el nombre del negocio."),
  business_address: requiredText(limits.address, "Ingresá la dirección del negocio."),
  business_phone: phoneSchema,
});
export type SignupInput = z.input<typeof signupInput>;

/** docs/product.md#validation Login: no client validation; the server still bounds what it reads. */
export const loginInput = z.object({
  email: z
    .string()
    .trim()
    .max(limits.email)
    .transform((email) => email.toLowerCase()),
  password: z.string().max(limits.passwordMax),
});
export type LoginInput = z.input<typeof loginInput>;

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
  businessId: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionBusiness = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type SessionBusiness = z.infer<typeof sessionBusiness>;

/** What GET /api/v1/session returns for a signed-in user. */
export const session = z.object({ user: sessionUser, business: sessionBusiness });
export type Session = z.infer<typeof session>;

/**
 * POST /signup's answer when the e-mail already has an account (decision 070): the owner of the address
 * is mailed how to get in, and the page says only where to look, never that the account exists.
 */
export const signupMailed = z.object({ mailedTo: z.string() });
export type SignupMailed = z.infer<typeof signupMailed>;
