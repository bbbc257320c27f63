import { idParams, page, stockMovement, stockMovementQuery } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { listMovements } from "./history.ts";

const schema = {
  params: idParams,
  querystring: stockMovementQuery,
  response: { 200: okResponse(page(stockMovement)) },
};

/** Stock history (decision 019): each product's and ingredient's movements. */
export const stockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get("/products/:id/movements", { schema }, async (request) => ({
      data: await listMovements(db, "product", caller(request).businessId, request.params.id, request.query),
    }));

    app.get("/ingredients/:id/movements", { schema }, async (request) => ({
      data: await listMovements(
        db,
        "ingredient",
        caller(request).businessId,
        request.params.id,
        request.query,
      ),
    }));
  };
