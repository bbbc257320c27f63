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
import { boardStation, stationRouting } from "@comanda/domain/stations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { getBoard } from "./read/board.ts";
import { createOrder } from "./create/create-order.ts";
import { editOrder } from "./edit/edit-order.ts";
import { orderFor } from "./read/kitchen-view.ts";
import { getOrder, readOrderAs } from "./read/read-order.ts";
import { promotionOptions } from "./catalog/promotion-options.ts";
import { stationReady } from "./transitions/station-ready.ts";
import { moveOrder } from "./transitions/transitions.ts";

const one = okResponse(order);
const completeBody = completeOrderInput.partial().nullish();
const stationParams = idParams.extend({ stationId: idParams.shape.id });
const board = okResponse(
  z.object({
    shift: shift.nullable(),
    orders: z.array(order),
    categories: z.array(categoryOption),
    stations: z.array(boardStation),
    routing: stationRouting,
  }),
);

/** docs/product.md#orders-board and 'Nuevo pedido', docs/product.md#order-states (roles: access/route-access.ts). */
export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get("/board", { schema: { response: { 200: board } } }, async (request) => {
      const { businessId, actor } = caller(request);
      const found = await getBoard(db, businessId);
      return { data: { ...found, orders: found.orders.map((order) => orderFor(actor.role, order)) } };
    });

    app.post(
      "/orders",
      { schema: { body: orderInput, response: { 200: one, 201: one } } },
      async (request, reply) => {
        const { businessId, actor } = caller(request);
        const { order: created, created: isNew } = await createOrder(ctx, businessId, actor, request.body);
        // Issue 18: the stations' comandas print after the answer; a printer never holds an order up.
        if (isNew)
          ctx.printing.comandas
            .created(businessId, created)
            .catch((error: unknown) => request.log.warn({ err: error }, "comanda not queued"));
        return reply.status(isNew ? 201 : 200).send({ data: created });
      },
    );

    app.get("/orders/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => {
      const { businessId, actor } = caller(request);
      return { data: await readOrderAs(db, businessId, request.params.id, actor.role) };
    });

    // Issue 16, point 3: the whole new content of an open order, compare-and-set on its version.
    app.patch(
      "/orders/:id",
      { schema: { params: idParams, body: orderEditInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const { id } = request.params;
        // What the order was, for the comandas of what changed (only where a station prints). The edit is
        // a compare-and-set on the version this read saw, so no other edit can come between them.
        const before = (await ctx.printing.comandas.prints(businessId))
          ? await getOrder(db, businessId, id).catch(() => null)
          : null;
        const after = await editOrder(ctx, businessId, id, actor, request.body);
        if (before && before.version === request.body.version)
          ctx.printing.comandas
            .edited(businessId, before, after)
            .catch((error: unknown) => request.log.warn({ err: error }, "comanda not queued"));
        return { data: after };
      },
    );

    // Issue 16: completing may say how the order was paid; without a body it is paid as it was taken, and so
    // with `{}` (issue 33 point 6: an empty object changes nothing).
    app.post(
      "/orders/:id/complete",
      { schema: { params: idParams, body: completeBody, response: { 200: one } } },
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
          const { id } = request.params;
          const moved = await moveOrder(ctx, businessId, id, actor, action, undefined, request.authorization);
          return { data: orderFor(actor.role, moved) };
        },
      );
    }

    // Issue 18: a station's display is done with its lines of the order.
    app.post(
      "/orders/:id/stations/:stationId/ready",
      { schema: { params: stationParams, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const { id, stationId } = request.params;
        return { data: orderFor(actor.role, await stationReady(ctx, businessId, id, stationId, actor)) };
      },
    );

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
