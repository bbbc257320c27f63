import {
  categoryOption,
  completeOrderInput,
  idParams,
  optionList,
  optionsQuery,
  order,
  orderActions,
  orderEditInput,
  orderInput,
  promotionOption,
  shift,
} from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { getBoard } from "./board.ts";
import { createOrder } from "./create-order.ts";
import { editOrder } from "./edit-order.ts";
import { getOrder } from "./order-read.ts";
import { promotionOptions } from "./promotion-options.ts";
import { moveOrder } from "./transitions.ts";

const one = okResponse(order);
const board = okResponse(
  z.object({ shift: shift.nullable(), orders: z.array(order), categories: z.array(categoryOption) }),
);

/** docs/product.md#orders-board and 'Nuevo pedido', docs/product.md#order-states (roles: access/route-access.ts). */
export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get("/board", { schema: { response: { 200: board } } }, async (request) => ({
      data: await getBoard(db, caller(request).businessId),
    }));

    app.post(
      "/orders",
      { schema: { body: orderInput, response: { 200: one, 201: one } } },
      async (request, reply) => {
        const { businessId, actor } = caller(request);
        const { order: created, created: isNew } = await createOrder(ctx, businessId, actor, request.body);
        return reply.status(isNew ? 201 : 200).send({ data: created });
      },
    );

    app.get("/orders/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await getOrder(db, caller(request).businessId, request.params.id),
    }));

    // Issue 16, point 3: the whole new content of an open order, compare-and-set on its version.
    app.patch(
      "/orders/:id",
      { schema: { params: idParams, body: orderEditInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        return { data: await editOrder(ctx, businessId, request.params.id, actor, request.body) };
      },
    );

    // Issue 16: completing may say how the order was paid; without a body it is paid as it was taken.
    app.post(
      "/orders/:id/complete",
      { schema: { params: idParams, body: completeOrderInput.nullish(), response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const payments = request.body?.payments;
        return { data: await moveOrder(ctx, businessId, request.params.id, actor, "complete", payments) };
      },
    );

    for (const action of orderActions.filter((name) => name !== "complete")) {
      app.post(
        `/orders/:id/${action}`,
        { schema: { params: idParams, response: { 200: one } } },
        async (request) => {
          const { businessId, actor } = caller(request);
          return { data: await moveOrder(ctx, businessId, request.params.id, actor, action) };
        },
      );
    }

    app.get(
      "/promotion-options",
      {
        schema: {
          querystring: optionsQuery,
          response: { 200: okResponse(optionList(promotionOption)) },
        },
      },
      async (request) => ({
        data: { items: await promotionOptions(db, caller(request).businessId, request.query) },
      }),
    );
  };
