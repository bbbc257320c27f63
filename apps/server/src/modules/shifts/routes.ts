import { currentShift, idParams, page, shift, shiftListQuery } from "@comanda/domain";
import {
  cashMovement,
  cashMovementInput,
  closeShiftInput,
  countSheet,
  openShiftInput,
  zReport,
} from "@comanda/domain/cash";
import { shiftDetail } from "@comanda/domain/staff-sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { addCashMovement, listCashMovements } from "./cash-movements.ts";
import { getCountSheet } from "./count.ts";
import { listClosedShifts } from "./history.ts";
import { getZReport } from "./report.ts";
import { closeShift, findOpenShift, openShift } from "./service.ts";
import { getShiftDetail } from "./summary.ts";

const one = okResponse(shift);
const report = okResponse(zReport);

/**
 * docs/product.md#shifts: the one open shift of the business, its opening and closing, and the sales history.
 * A shift's orders are served by the orders' routes (decision 076).
 */
export const shiftRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get(
      "/shifts/current",
      { schema: { response: { 200: okResponse(currentShift) } } },
      async (request) => ({ data: { shift: await findOpenShift(db, caller(request).businessId) } }),
    );

    app.post(
      "/shifts",
      // A body is optional: without one the float is 0.
      { schema: { body: openShiftInput.nullish(), response: { 200: one, 201: one } } },
      async (request, reply) => {
        const { businessId, actor } = caller(request);
        const opened = await openShift(ctx, businessId, actor, request.body ?? { cash_float: 0 });
        return reply.status(opened.created ? 201 : 200).send({ data: opened.shift });
      },
    );

    app.get(
      "/shifts/:id/count",
      { schema: { params: idParams, response: { 200: okResponse(countSheet) } } },
      async (request) => ({ data: await getCountSheet(db, caller(request).businessId, request.params.id) }),
    );

    app.post(
      "/shifts/:id/close",
      { schema: { params: idParams, body: closeShiftInput, response: { 200: report } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        await closeShift(ctx, businessId, request.params.id, actor, request.body);
        return { data: await getZReport(db, businessId, request.params.id) };
      },
    );

    app.get(
      "/shifts/:id/report",
      { schema: { params: idParams, response: { 200: report } } },
      async (request) => ({ data: await getZReport(db, caller(request).businessId, request.params.id) }),
    );

    app.get(
      "/shifts/:id/cash-movements",
      {
        schema: {
          params: idParams,
          response: { 200: okResponse(z.object({ items: z.array(cashMovement) })) },
        },
      },
      async (request) => ({
        data: { items: await listCashMovements(db, caller(request).businessId, request.params.id) },
      }),
    );

    app.post(
      "/shifts/:id/cash-movements",
      {
        schema: {
          params: idParams,
          body: cashMovementInput,
          response: { 201: okResponse(cashMovement) },
        },
      },
      async (request, reply) => {
        const { businessId, actor } = caller(request);
        const movement = await addCashMovement(ctx, businessId, request.params.id, actor, request.body);
        return reply.status(201).send({ data: movement });
      },
    );

    app.get(
      "/shifts",
      { schema: { querystring: shiftListQuery, response: { 200: okResponse(page(shift)) } } },
      async (request) => ({ data: await listClosedShifts(db, caller(request).businessId, request.query) }),
    );

    app.get(
      "/shifts/:id",
      { schema: { params: idParams, response: { 200: okResponse(shiftDetail) } } },
      async (request) => ({ data: await getShiftDetail(db, caller(request).businessId, request.params.id) }),
    );
  };
