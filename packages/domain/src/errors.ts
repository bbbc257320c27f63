/** Error codes of the callable status table of docs/product.md#errors, shared by the API and the web client. */
export const errorCodes = [
  "invalid-argument",
  "unauthenticated",
  "permission-denied",
  "not-found",
  "aborted",
  "resource-exhausted",
  "cancelled",
  "internal",
  "unimplemented",
  "unavailable",
  "deadline-exceeded",
  "unknown",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status the server sends for each code (docs/product.md#api). */
export const httpStatusByCode: Record<ErrorCode, number> = {
  "invalid-argument": 400,
  unauthenticated: 401,
  "permission-denied": 403,
  "not-found": 404,
  aborted: 409,
  "resource-exhausted": 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  "deadline-exceeded": 504,
  unknown: 500,
};

/**
 * The same table read the other way, as a client reads an answer (docs/product.md#errors): 0 (no answer at all) is
 * "internal", and 500 is "internal" rather than "unknown", which is what a status the table lacks reads as.
 */
const codeByHttpStatus: ReadonlyMap<number, ErrorCode> = new Map([
  [0, "internal"],
  ...Object.entries(httpStatusByCode)
    .filter(([code]) => code !== "unknown")
    .map(([code, status]) => [status, code as ErrorCode] as const),
]);

/** The error code of an HTTP status, or null when the status is a success (200–299). */
export const codeForHttpStatus = (status: number): ErrorCode | null => {
  if (status >= 200 && status < 300) return null;
  return codeByHttpStatus.get(status) ?? "unknown";
};

/** Field name → Spanish message, as shown next to the field. */
export type FieldErrors = Record<string, string>;

export type ApiErrorBody = {
  /** `details`: what the client needs to recover, e.g. `order`, the current order of a refused edit. */
  error: { code: ErrorCode; message: string; fields?: FieldErrors; details?: Record<string, unknown> };
};
