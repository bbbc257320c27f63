import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/**
 * Text no engine stores as sent: PostgreSQL refuses U+0000 with an error (a 500 had it got that far), and
 * a lone surrogate is not UTF-8, so each driver replaces it its own way. docs/product.md#api: bad input never
 * reaches the database, so both are refused wherever they come from.
 */
const loneSurrogate = /\p{Cs}/u;
const isUnsafe = (text: string) => text.includes("\u0000") || loneSurrogate.test(text);

/**
 * Whether any string or key in a parsed value holds unsafe text. Walked with a stack of its own: a body
 * of deeply nested arrays must not overflow the call stack.
 */
export const hasUnsafeText = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (isUnsafe(next)) return true;
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (isUnsafe(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

export const unsafeTextError = () =>
  new AppError("invalid-argument", "Lo enviado contiene caracteres no válidos.");

/** The query string and path parameters, checked before their route's schema and handler. */
export const registerRequestText = (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    if (hasUnsafeText(request.params) || hasUnsafeText(request.query)) throw unsafeTextError();
  });
};
