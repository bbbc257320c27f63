/** Error codes of SPEC §8's callable status table, shared by the API and the web client. */
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

/** HTTP status the server sends for each code (DESIGN §6). */
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

/** Field name → Spanish message, as shown next to the field. */
export type FieldErrors = Record<string, string>;

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
};
