import { menu, slugParams } from "@comanda/domain/menu";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { conditionalGet } from "../../http/etag.ts";
import { memoryRateLimiter } from "../../http/memory-rate-limiter.ts";
import { okResponse } from "../../http/responses.ts";
import { readLogo, sendLogo } from "../business/index.ts";
import { readMenu } from "./queries.ts";

const answer = okResponse(menu);

/** Generous: a customer browsing from a QR code reloads a lot, a scraper much more. */
export const priceListRate = { limit: 120, windowMs: 60_000 };

const tooMany = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    "resource-exhausted",
    `Demasiadas consultas a la lista de precios. Esperá ${seconds} ${seconds === 1 ? "segundo" : "segundos"} y volvé a intentar.`,
  );
};

/** docs/product.md#menu and #price-list: the signed-in menu and each business's public list read the same shape. */
export const menuRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/menu", { schema: { response: { 200: answer } } }, async (request) => {
      const found = await readMenu(ctx.database.db, { id: caller(request).businessId });
      if (!found) throw notFound("No encontramos el negocio.");
      return { data: found };
    });

    /**
     * Counted before anything else is read, so malformed addresses count too; in memory, so reading a
     * public list writes nothing (http/memory-rate-limiter.ts).
     */
    const limitBy = (kind: string) => {
      const limiter = memoryRateLimiter(priceListRate);
      return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        const rate = limiter.hit(`${kind}:ip:${request.ip}`);
        if (rate.allowed) return;
        reply.header("retry-after", Math.max(1, Math.ceil(rate.retryAfterMs / 1000)));
        throw tooMany(rate.retryAfterMs);
      };
    };

    app.get(
      "/price-list/:slug",
      {
        schema: { params: slugParams, response: { 200: answer } },
        onRequest: limitBy("price-list"),
        onSend: conditionalGet,
      },
      async (request) => {
        const found = await readMenu(ctx.database.db, { slug: request.params.slug });
        if (!found) throw notFound("No encontramos esa lista de precios.");
        return { data: found };
      },
    );

    // Decision 020: the logo of a public list; counted apart so showing it does not halve the list's limit.
    app.get(
      "/price-list/:slug/logo",
      { schema: { params: slugParams }, onRequest: limitBy("price-list-logo") },
      async (request, reply) => {
        const logo = await readLogo(ctx.database.db, { slug: request.params.slug });
        if (!logo) throw notFound("Esta lista de precios no tiene logo.");
        return sendLogo(request, reply, logo, "public");
      },
    );
  };
