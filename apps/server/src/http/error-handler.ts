import { codeForHttpStatus, type ErrorCode, type FieldErrors } from "@comanda/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { diskFull, isDiskFull, unavailableIn } from "../db/storage-errors.ts";
import type { StorageHealth } from "../db/storage-health.ts";
import { AppError } from "../errors.ts";

const invalid = "Revisá los datos ingresados.";

/** The domain's status table; a status it lacks is the client's fault below 500, the server's above. */
const codeForStatus = (status: number): ErrorCode => {
  const code = codeForHttpStatus(status);
  if (code !== null && code !== "unknown") return code;
  return status >= 400 && status < 500 ? "invalid-argument" : "internal";
};

const messageForStatus: Partial<Record<number, string>> = {
  413: "Lo que enviaste es demasiado grande.",
  415: "El formato de lo enviado no es válido: mandá JSON.",
  429: "Demasiadas solicitudes. Esperá un momento y volvé a intentar.",
};

const fieldsFrom = (issues: { path: PropertyKey[] | string; message: string }[]): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? issue.path.map(String).join(".") : issue.path;
    const name = key || "_";
    fields[name] ??= issue.message;
  }
  return fields;
};

export const sendError = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
  details?: Record<string, unknown>,
) =>
  reply
    .status(status)
    .send({ error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } });

const writing = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * docs/product.md#api: every failure is `{error:{code,message,fields?}}`; a malformed request is never a 500.
 * A write refused for lack of disk space is a 503 that says so, and health reports the disk full until a
 * write goes through again (docs/decisions/071).
 */
export const registerErrorHandler = (app: FastifyInstance, storage?: StorageHealth) => {
  if (storage)
    app.addHook("onResponse", async (request, reply) => {
      if (writing.has(request.method) && reply.statusCode < 400) storage.noteWritten();
    });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof AppError) && isDiskFull(error)) {
      request.log.error({ err: error }, "disk full");
      storage?.noteFull();
      const answer = diskFull(error);
      return sendError(reply, answer.status, answer.code, answer.message);
    }
    // The database's outage stays a 503 when a library wrapped it (Better Auth's session lookups).
    const answer = error instanceof AppError ? error : unavailableIn(error);
    if (answer)
      return sendError(reply, answer.status, answer.code, answer.message, answer.fields, answer.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: v.message ?? invalid,
      }));
      return sendError(reply, 400, "invalid-argument", invalid, fieldsFrom(issues));
    }
    if (error instanceof ZodError)
      return sendError(reply, 400, "invalid-argument", invalid, fieldsFrom(error.issues));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, codeForStatus(status), messageForStatus[status] ?? invalid);
    }
    request.log.error({ err: error }, "request failed");
    return sendError(
      reply,
      500,
      "internal",
      `Ocurrió un error inesperado. Código de referencia: ${request.id}.`,
    );
  });
};
