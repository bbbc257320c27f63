import { isAPIError } from "better-auth/api";
import { AppError } from "../errors.ts";

const messages: Record<string, AppError> = {
  INVALID_EMAIL_OR_PASSWORD: new AppError("unauthenticated", "Correo electrónico o contraseña incorrectos."),
  USER_ALREADY_EXISTS: new AppError("aborted", "Ya existe una cuenta con este correo electrónico.", {
    email: "Ya existe una cuenta con este correo electrónico.",
  }),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: new AppError(
    "aborted",
    "Ya existe una cuenta con este correo electrónico.",
    {
      email: "Ya existe una cuenta con este correo electrónico.",
    },
  ),
  USER_DISABLED: new AppError(
    "permission-denied",
    "Tu usuario está deshabilitado. Consultá con el administrador del negocio.",
  ),
  PASSWORD_TOO_SHORT: new AppError("invalid-argument", "La contraseña debe tener al menos 8 caracteres.", {
    password: "La contraseña debe tener al menos 8 caracteres.",
  }),
  INVALID_EMAIL: new AppError("invalid-argument", "Ingresá un correo electrónico válido.", {
    email: "Ingresá un correo electrónico válido.",
  }),
};

/** Better Auth answers in English with its own codes; users read Spanish and our codes. */
export const toAppError = (error: unknown): unknown => {
  if (!isAPIError(error)) return error;
  const code = typeof error.body?.code === "string" ? error.body.code : "";
  const known = messages[code];
  if (known) return new AppError(known.code, known.message, known.fields);
  if (error.statusCode === 401) return new AppError("unauthenticated", "Tenés que iniciar sesión.");
  if (error.statusCode === 403) return new AppError("permission-denied", "No tenés permiso para hacer esto.");
  if (error.statusCode === 429)
    return new AppError("resource-exhausted", "Demasiados intentos. Esperá un momento.");
  if (error.statusCode >= 400 && error.statusCode < 500)
    return new AppError("invalid-argument", "Revisá los datos ingresados.");
  return error;
};

export const callAuth = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (error) {
    throw toAppError(error);
  }
};
