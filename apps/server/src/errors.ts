import { type ErrorCode, type FieldErrors, httpStatusByCode } from "@comanda/domain";

/** An error a user can cause or see: a code from docs/product.md#errors, a Spanish message and, for forms, per-field messages. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  /**
   * What the client needs to recover, e.g. the current order of a refused edit
   * (docs/decisions/027-editing-open-orders.md).
   */
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.details = details;
  }

  get status(): number {
    return httpStatusByCode[this.code];
  }
}

export const notFound = (message = "No encontramos lo que buscás.") => new AppError("not-found", message);
export const unauthenticated = () => new AppError("unauthenticated", "Tenés que iniciar sesión.");
export const permissionDenied = (message = "No tenés permiso para hacer esto.") =>
  new AppError("permission-denied", message);
