import {
  cashMovement,
  cashMovementInput,
  closeShiftInput,
  countSheet,
  currentShift,
  idParams,
  openShiftInput,
  order,
  page,
  shift,
  shiftListQuery,
  shiftOrdersQuery,
  shiftSummary,
  zReport,
} from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import { addCashMovement, listCashMovements } from "./cash-movements.ts";
import { getCountSheet } from "./count.ts";
import { listClosedShifts } from "./history.ts";
import { listShiftOrders } from "./orders-page.ts";
import { getZReport } from "./report.ts";
import { closeShift, findOpenShift, openShift } from "./service.ts";
import { getShiftSummary } from "./summary.ts";

const one = z.object({ data: shift });
const report = z.object({ data: zReport });

/** The business and the user always come from the caller's session (DESIGN §4). */
const callerParts = (request: FastifyRequest) => {
  const { business, user } = callerOf(request);
  return { businessId: business.id, user: { id: user.id, name: user.name } };
};
const businessOf = (request: FastifyRequest) => callerOf(request).business.id;

/** DESIGN §5 Shift: the one open shift of the business, its opening and closing, and the sales history. */
export const shiftRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get(
      "/shifts/current",
      { schema: { response: { 200: z.object({ data: currentShift }) } } },
      async (request) => ({ data: { shift: await findOpenShift(db, businessOf(request)) } }),
    );

    app.post(
      "/shifts",
      // A body is optional: without one the float is 0.
      { schema: { body: openShiftInput.nullish(), response: { 200: one, 201: one } } },
      async (request, reply) => {
        const { businessId, user } = callerParts(request);
        const opened = await openShift(ctx, businessId, user, request.body ?? { cash_float: 0 });
        return reply.status(opened.created ? 201 : 200).send({ data: opened.shift });
      },
    );

    app.get(
      "/shifts/:id/count",
      { schema: { params: idParams, response: { 200: z.object({ data: countSheet }) } } },
      async (request) => ({ data: await getCountSheet(db, businessOf(request), request.params.id) }),
    );

    app.post(
      "/shifts/:id/close",
      { schema: { params: idParams, body: closeShiftInput, response: { 200: report } } },
      async (request) => {
        const { businessId, user } = callerParts(request);
        await closeShift(ctx, businessId, request.params.id, user, request.body);
        return { data: await getZReport(db, businessId, request.params.id) };
      },
    );

    app.get(
      "/shifts/:id/report",
      { schema: { params: idParams, response: { 200: report } } },
      async (request) => ({ data: await getZReport(db, businessOf(request), request.params.id) }),
    );

    app.get(
      "/shifts/:id/cash-movements",
      {
        schema: {
          params: idParams,
          response: { 200: z.object({ data: z.object({ items: z.array(cashMovement) }) }) },
        },
      },
      async (request) => ({
        data: { items: await listCashMovements(db, businessOf(request), request.params.id) },
      }),
    );

    app.post(
      "/shifts/:id/cash-movements",
      {
        schema: {
          params: idParams,
          body: cashMovementInput,
          response: { 201: z.object({ data: cashMovement }) },
        },
      },
      async (request, reply) => {
        const { businessId, user } = callerParts(request);
        const movement = await addCashMovement(ctx, businessId, request.params.id, user, request.body);
        return reply.status(201).send({ data: movement });
      },
    );

    app.get(
      "/shifts",
      { schema: { querystring: shiftListQuery, response: { 200: z.object({ data: page(shift) }) } } },
      async (request) => ({ data: await listClosedShifts(db, businessOf(request), request.query) }),
    );

    app.get(
      "/shifts/:id",
      { schema: { params: idParams, response: { 200: z.object({ data: shiftSummary }) } } },
      async (request) => ({ data: await getShiftSummary(db, businessOf(request), request.params.id) }),
    );

    app.get(
      "/shifts/:id/orders",
      {
        schema: {
          params: idParams,
          querystring: shiftOrdersQuery,
          response: { 200: z.object({ data: page(order) }) },
        },
      },
      async (request) => ({
        data: await listShiftOrders(db, businessOf(request), request.params.id, request.query),
      }),
    );
  };
