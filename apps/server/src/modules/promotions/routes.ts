import { idParams, listQuery, page, promotion, promotionInput, promotionStatusInput } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorizedWrite } from "../../access/authorized-write.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import {
  createPromotion,
  deletePromotion,
  editPromotion,
  getPromotion,
  listPromotions,
  setPromotionActive,
} from "./service.ts";

const one = okResponse(promotion);

/** docs/product.md#promotions: combos, for ADMIN and CASHIER (access/route-access.ts). */
export const promotionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/promotions",
      { schema: { querystring: listQuery, response: { 200: okResponse(page(promotion)) } } },
      async (request) => ({ data: await listPromotions(ctx, caller(request).businessId, request.query) }),
    );

    app.get("/promotions/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await getPromotion(ctx, caller(request).businessId, request.params.id),
    }));

    app.post(
      "/promotions",
      { schema: { body: promotionInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({
          data: await authorizedWrite(ctx, request, (deps) =>
            createPromotion(deps, caller(request).businessId, request.body),
          ),
        }),
    );

    app.patch(
      "/promotions/:id",
      { schema: { params: idParams, body: promotionInput, response: { 200: one } } },
      async (request) => ({
        data: await authorizedWrite(ctx, request, (deps) =>
          editPromotion(deps, caller(request).businessId, request.params.id, request.body),
        ),
      }),
    );

    app.patch(
      "/promotions/:id/status",
      { schema: { params: idParams, body: promotionStatusInput, response: { 200: one } } },
      async (request) => ({
        data: await authorizedWrite(ctx, request, (deps) =>
          setPromotionActive(deps, caller(request).businessId, request.params.id, request.body.isActive),
        ),
      }),
    );

    app.delete(
      "/promotions/:id",
      { schema: { params: idParams, response: { 200: doneResponse } } },
      async (request) => {
        await authorizedWrite(ctx, request, (deps) =>
          deletePromotion(deps, caller(request).businessId, request.params.id),
        );
        return done;
      },
    );
  };
