import { idParams, marchInput, order } from "@comanda/domain";
import {
  joinTabInput,
  moveTabInput,
  openTabInput,
  roundInput,
  salonView,
  splitTabInput,
} from "@comanda/domain/tabs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { printReceipt } from "../printing/index.ts";
import { joinTab, moveTab, requestBill } from "./move-join.ts";
import { openTab } from "./open-tab.ts";
import { addRound, marchCourse } from "./rounds.ts";
import { readSalon } from "./salon.ts";
import { splitTab } from "./split-tab.ts";

const one = okResponse(order);
/** 'Cuenta' may print the pre-bill on a printer the counter chose (a station's). */
const billInput = z.object({ station_id: z.uuid({ error: "Elegí la impresora." }).optional() }).nullish();

/** The dining room's service. A tab is an order of type 'table' (decision 051). */
export const tabRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get("/salon", { schema: { response: { 200: okResponse(salonView) } } }, async (request) => ({
      data: await readSalon(db, caller(request).businessId),
    }));

    app.post(
      "/tables/:id/tab",
      { schema: { params: idParams, body: openTabInput, response: { 200: one, 201: one } } },
      async (request, reply) => {
        const { businessId, actor } = caller(request);
        const { order: tab, created } = await openTab(
          ctx,
          businessId,
          request.params.id,
          actor,
          request.body,
        );
        return reply.status(created ? 201 : 200).send({ data: tab });
      },
    );

    app.post(
      "/tabs/:id/rounds",
      { schema: { params: idParams, body: roundInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        const deps = { ...ctx, log: request.log };
        return { data: await addRound(deps, businessId, request.params.id, actor, request.body) };
      },
    );

    app.post(
      "/tabs/:id/march",
      { schema: { params: idParams, body: marchInput, response: { 200: one } } },
      async (request) => {
        const { businessId } = caller(request);
        const deps = { ...ctx, log: request.log };
        return { data: await marchCourse(deps, businessId, request.params.id, request.body.course) };
      },
    );

    app.post(
      "/tabs/:id/move",
      { schema: { params: idParams, body: moveTabInput, response: { 200: one } } },
      async (request) => {
        const { businessId } = caller(request);
        return { data: await moveTab(ctx, businessId, request.params.id, request.body.table_id) };
      },
    );

    app.post(
      "/tabs/:id/join",
      { schema: { params: idParams, body: joinTabInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        return { data: await joinTab(ctx, businessId, request.params.id, request.body.tab_id, actor) };
      },
    );

    app.post(
      "/tabs/:id/split",
      { schema: { params: idParams, body: splitTabInput, response: { 200: one } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        return { data: await splitTab(ctx, businessId, request.params.id, request.body.tab_id, actor) };
      },
    );

    app.post(
      "/tabs/:id/bill",
      { schema: { params: idParams, body: billInput, response: { 200: one } } },
      async (request) => {
        const { businessId } = caller(request);
        const tab = await requestBill(ctx, businessId, request.params.id);
        const stationId = request.body?.station_id;
        if (stationId) {
          await printReceipt(db, businessId, tab.id, stationId, { preBill: true });
          ctx.printing.wake();
        }
        return { data: tab };
      },
    );
  };
