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
  page,
  promotionOption,
  shift,
  shiftOrdersQuery,
} from "@comanda/domain";
import { auditEntry, auditQuery } from "@comanda/domain/audit";
import { kitchenRecallInput, lineDoneInput } from "@comanda/domain/kitchen";
import { boardStation, stationRouting } from "@comanda/domain/stations";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesHeard } from "../../auth/request-session.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { listAudit } from "../audit/index.ts";
import { promotionOptions } from "./catalog/promotion-options.ts";
import { createOrder } from "./create/create-order.ts";
import { editOrder } from "./edit/edit-order.ts";
import type { OrderDeps } from "./order-deps.ts";
import { getBoard } from "./read/board.ts";
import { orderFor } from "./read/kitchen-view.ts";
import { findOrderId } from "./read/queries.ts";
import { orderMissing, readOrderAs } from "./read/read-order.ts";
import { listShiftOrders } from "./read/shift-orders.ts";
import { lineDone, recallCard } from "./transitions/kitchen-pass.ts";
import { stationReady } from "./transitions/station-ready.ts";
import { moveOrder } from "./transitions/transitions.ts";

const one = okResponse(order);
/** The order's services, with the request's log for what fails after the answer. */
const withLog = (ctx: AppContext, request: FastifyRequest): OrderDeps => ({
  ...ctx,
  log: request.log,
  changesHeard: () => changesHeard(ctx, request),
});
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
        const { order: created, created: isNew } = await createOrder(
          withLog(ctx, request),
          businessId,
          actor,
          request.body,
        );
        return reply.status(isNew ? 201 : 200).send({ data: created });
      },
    );

    app.get("/orders/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => {
      const { businessId, actor } = caller(request);
      return { data: await readOrderAs(db, businessId, request.params.id, actor.role) };
    });

    // Decision 027: the whole new content of an open order, compare-and-set on its version.
    app.patch(
      "/orders/:id",
      { schema: { params: idParams, body: orderEditInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const after = await editOrder(
          withLog(ctx, request),
          businessId,
          request.params.id,
          actor,
          request.body,
        );
        return { data: after };
      },
    );

    // Decision 026: completing may say how the order was paid; without a body it is paid as it was taken,
    // and so with `{}` (an empty object changes nothing).
    app.post(
      "/orders/:id/complete",
      { schema: { params: idParams, body: completeBody, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const payments = request.body?.payments;
        // Decision 083: a waiter's charge an ADMIN's PIN let through is recorded with it, in its transaction.
        const { id } = request.params;
        return {
          data: await moveOrder(ctx, businessId, id, actor, "complete", payments, request.authorization),
        };
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

    // Decision 046: a station's display is done with its lines of the order.
    app.post(
      "/orders/:id/stations/:stationId/ready",
      { schema: { params: stationParams, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const { id, stationId } = request.params;
        return { data: orderFor(actor.role, await stationReady(ctx, businessId, id, stationId, actor)) };
      },
    );

    // Decision 087: the kitchen display runs the pass.
    app.post(
      "/orders/:id/kitchen/lines",
      { schema: { params: idParams, body: lineDoneInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const done = await lineDone(ctx, businessId, request.params.id, request.body, actor);
        return { data: orderFor(actor.role, done) };
      },
    );
    app.post(
      "/orders/:id/kitchen/recall",
      { schema: { params: idParams, body: kitchenRecallInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const recalled = await recallCard(ctx, businessId, request.params.id, request.body, actor);
        return { data: orderFor(actor.role, recalled) };
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

    // A shift's orders and an order's audit trail are reads of orders: here, so shifts and audit need not
    // know them (decision 076).
    app.get(
      "/shifts/:id/orders",
      {
        schema: {
          params: idParams,
          querystring: shiftOrdersQuery,
          response: { 200: okResponse(page(order)) },
        },
      },
      async (request) => ({
        data: await listShiftOrders(db, caller(request).businessId, request.params.id, request.query),
      }),
    );

    app.get(
      "/orders/:id/audit",
      {
        schema: {
          params: idParams,
          querystring: auditQuery.omit({ order: true }),
          response: { 200: okResponse(page(auditEntry)) },
        },
      },
      async (request) => {
        const { businessId } = caller(request);
        // Another business's order is as unknown as a made-up id, not an empty trail.
        const found = await findOrderId(db, businessId, request.params.id);
        if (!found) throw orderMissing();
        return { data: await listAudit(db, businessId, { ...request.query, order: found.id }) };
      },
    );
  };
