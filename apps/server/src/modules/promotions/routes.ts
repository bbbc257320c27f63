import { idParams, listQuery, page, promotion, promotionInput, promotionStatusInput } from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import {
  createPromotion,
  deletePromotion,
  editPromotion,
  getPromotion,
  listPromotions,
  setPromotionActive,
} from "./service.ts";

const one = z.object({ data: promotion });
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/** The business always comes from the caller's session (DESIGN §4), never from the URL or body. */
const businessOf = (request: FastifyRequest) => callerOf(request).business.id;

/** SPEC §2 Promociones: combos, for ADMIN and CASHIER (access/route-access.ts). */
export const promotionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/promotions",
      { schema: { querystring: listQuery, response: { 200: z.object({ data: page(promotion) }) } } },
      async (request) => ({ data: await listPromotions(ctx, businessOf(request), request.query) }),
    );

    app.get("/promotions/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await getPromotion(ctx, businessOf(request), request.params.id),
    }));

    app.post(
      "/promotions",
      { schema: { body: promotionInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({ data: await createPromotion(ctx, businessOf(request), request.body) }),
    );

    app.patch(
      "/promotions/:id",
      { schema: { params: idParams, body: promotionInput, response: { 200: one } } },
      async (request) => ({
        data: await editPromotion(ctx, businessOf(request), request.params.id, request.body),
      }),
    );

    app.patch(
      "/promotions/:id/status",
      { schema: { params: idParams, body: promotionStatusInput, response: { 200: one } } },
      async (request) => ({
        data: await setPromotionActive(ctx, businessOf(request), request.params.id, request.body.isActive),
      }),
    );

    app.delete(
      "/promotions/:id",
      { schema: { params: idParams, response: { 200: ok } } },
      async (request) => {
        await deletePromotion(ctx, businessOf(request), request.params.id);
        return { data: { ok: true as const } };
      },
    );
  };
