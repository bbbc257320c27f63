import type { ErrorCode, FieldErrors } from "@comanda/domain";

/** The callable status table of docs/product.md#errors, kept in the domain package beside the server's side of it. */
export { codeForHttpStatus as codeForStatus } from "@comanda/domain";

export const defaultErrorMessages: Record<ErrorCode, string> = {
  "invalid-argument": "Revisá los datos ingresados.",
  unauthenticated: "Tu sesión terminó. Iniciá sesión de nuevo.",
  "permission-denied": "No tenés permiso para hacer esto.",
  "not-found": "No encontramos lo que buscás.",
  aborted: "No se pudo completar la operación por un conflicto. Actualizá e intentá de nuevo.",
  "resource-exhausted": "Demasiados intentos. Esperá un momento e intentá de nuevo.",
  cancelled: "La operación fue cancelada.",
  internal: "Ocurrió un error inesperado. Intentá de nuevo.",
  unimplemented: "Esta función todavía no está disponible.",
  unavailable: "El servicio no está disponible en este momento. Intentá más tarde.",
  "deadline-exceeded": "El servidor tardó demasiado en responder. Intentá de nuevo.",
  unknown: "Ocurrió un error desconocido. Intentá de nuevo.",
};

export const networkErrorMessage = "No se pudo conectar con el servidor. Revisá tu conexión.";

type ApiErrorInit = {
  code: ErrorCode;
  status: number;
  message?: string;
  fields?: FieldErrors;
  /** what the client needs to recover, e.g. a refused edit's current `order` (docs/product.md#errors) */
  details?: Record<string, unknown>;
};

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor({ code, status, message, fields, details }: ApiErrorInit) {
    super(message ?? defaultErrorMessages[code]);
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 4xx answer will not change by asking again right away, so it is not retried. */
export const isClientError = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500;
