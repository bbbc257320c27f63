import {
  currentShift,
  idParams,
  order,
  page,
  shift,
  shiftListQuery,
  shiftOrdersQuery,
  shiftSummary,
} from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import { listClosedShifts } from "./history.ts";
import { listShiftOrders } from "./orders-page.ts";
import { closeShift, findOpenShift, openShift } from "./service.ts";
import { getShiftSummary } from "./summary.ts";

const one = z.object({ data: shift });

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

    app.post("/shifts", { schema: { response: { 200: one, 201: one } } }, async (request, reply) => {
      const { businessId, user } = callerParts(request);
      const opened = await openShift(ctx, businessId, user);
      return reply.status(opened.created ? 201 : 200).send({ data: opened.shift });
    });

    app.post(
      "/shifts/:id/close",
      { schema: { params: idParams, response: { 200: one } } },
      async (request) => {
        const { businessId, user } = callerParts(request);
        return { data: await closeShift(ctx, businessId, request.params.id, user) };
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
