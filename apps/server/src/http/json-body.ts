import type { FastifyInstance } from "fastify";
import { hasUnsafeText, unsafeTextError } from "./request-text.ts";

/**
 * A JSON body carrying U+0000 or a lone surrogate (written `\u0000`, `\ud800`) is refused as bad input
 * here, before it reaches a query (http/request-text.ts).
 */
export const registerJsonBody = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (hasUnsafeText(value)) return done(unsafeTextError(), undefined);
      done(null, value);
    });
  });
};
