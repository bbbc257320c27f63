import { AppError } from "../errors.ts";

export const databaseDownMessage = "La base de datos no responde. Reintentá en unos segundos.";
export const diskFullMessage = "El disco del servidor está lleno: no se guardó. Avisale al administrador.";

type Coded = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and what it wraps (Better Auth and others keep the driver's error as `cause`). */
const chain = (error: unknown): Coded[] => {
  const found: Coded[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === "object" && found.length < 5) {
    found.push(current as Coded);
    current = (current as Coded).cause;
  }
  return found;
};

/** The socket errors of a connection to a database server that is down, restarting or unreachable. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-pg's own errors for a connection that ended or never came up (they carry no code). */
const lostConnection =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * PostgreSQL is away: the connection failed or dropped (a socket error, SQLSTATE class 08), the server is
 * shutting down or starting (57P01–57P03), or node-pg gave up on the connection. Only for errors of the
 * PostgreSQL driver: a socket error of another service means something else.
 */
export const isPostgresUnreachable = (error: unknown) =>
  chain(error).some(({ code, message }) => {
    if (
      typeof code === "string" &&
      (socketCodes.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code))
    )
      return true;
    return typeof message === "string" && lostConnection.test(message);
  });

/**
 * Nothing could be written for lack of space: SQLite's SQLITE_FULL (a full disk or `max_page_count`),
 * PostgreSQL's disk_full (SQLSTATE 53100), a file write's ENOSPC, or a quota's EDQUOT.
 */
export const isDiskFull = (error: unknown) =>
  chain(error).some(
    ({ code }) => code === "SQLITE_FULL" || code === "53100" || code === "ENOSPC" || code === "EDQUOT",
  );

/** What a request answers for either (decision 071): 503, and what to do about it. */
export const databaseDown = (cause: unknown) => {
  const error = new AppError("unavailable", databaseDownMessage);
  error.cause = cause;
  return error;
};

export const diskFull = (cause: unknown) => {
  const error = new AppError("unavailable", diskFullMessage);
  error.cause = cause;
  return error;
};

/**
 * The 503 of the data layer above, or what a library made of it: Better Auth turns its adapter's errors
 * into its own, keeping ours as `cause`.
 */
export const unavailableIn = (error: unknown): AppError | null => {
  for (const link of chain(error))
    if (link instanceof AppError) return link.code === "unavailable" ? link : null;
  return null;
};
