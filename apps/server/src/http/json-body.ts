import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

const hasNul = (value: unknown): boolean => {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNul(item));
  }
  return false;
};

/**
 * PostgreSQL text cannot hold U+0000: a JSON body carrying one is refused as bad input here, before it
 * reaches a query and comes back as a 500 (DESIGN §6).
 */
export const registerJsonBody = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (hasNul(value)) {
        return done(
          new AppError("invalid-argument", "Lo enviado contiene caracteres no válidos."),
          undefined,
        );
      }
      done(null, value);
    });
  });
};
