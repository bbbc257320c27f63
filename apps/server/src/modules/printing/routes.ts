import { idParams } from "@comanda/domain";
import { printerNetworks, printerStatus, testPrintResult, unconfirmedTicket } from "@comanda/domain/printing";
import { testPrintInput } from "@comanda/domain/stations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { printReceipt, printZReport } from "./counter-print.ts";
import { printerStatuses } from "./printer-status/printer-status.ts";
import { comandaJobsOf, reprintJob, retryNow } from "./queries.ts";
import { testPrint } from "./test-print.ts";
import { settleUnconfirmed, unconfirmedTickets } from "./unconfirmed.ts";

const reprinted = okResponse(z.object({ tickets: z.number().int() }));
const printOn = z.object({ stationId: z.uuid({ error: "Elegí una impresora." }) });
const queued = okResponse(z.object({ id: z.string() }));

/** Decision 044: the printers' state for the boards, a retry now, and a comanda printed again. */
export const printingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get(
      "/printers",
      { schema: { response: { 200: okResponse(z.array(printerStatus)) } } },
      async (request) => ({
        data: await printerStatuses(db, caller(request).businessId),
      }),
    );

    // Decision 065: the stations' dialog says whether this installation prints directly, and where.
    app.get(
      "/printer-networks",
      { schema: { response: { 200: okResponse(printerNetworks) } } },
      async () => ({
        data: { direct: ctx.printing.guard.direct, networks: [...ctx.printing.guard.networks] },
      }),
    );

    // Decision 065: 'Imprimir prueba' on the printer the dialog has, answered with what became of it.
    app.post(
      "/stations/:id/test-print",
      { schema: { params: idParams, body: testPrintInput, response: { 200: okResponse(testPrintResult) } } },
      async (request) => ({
        data: await testPrint(
          db,
          ctx.printing.guard,
          caller(request).businessId,
          request.params.id,
          request.body,
        ),
      }),
    );

    // Decision 065: tickets a printer took without confirming, for someone to check before reprinting.
    app.get(
      "/print-jobs/unconfirmed",
      { schema: { response: { 200: okResponse(z.array(unconfirmedTicket)) } } },
      async (request) => {
        const { businessId, actor } = caller(request);
        return { data: await unconfirmedTickets(db, businessId, actor.role) };
      },
    );
    for (const outcome of ["printed", "reprint"] as const)
      app.post(
        `/print-jobs/:id/${outcome}`,
        { schema: { params: idParams, response: { 200: okResponse(z.object({ id: z.string() })) } } },
        async (request) => {
          const { businessId, actor } = caller(request);
          const copy = await settleUnconfirmed(db, businessId, actor.role, request.params.id, outcome);
          void ctx.bus.publish(businessId, { entity: "print-jobs", id: request.params.id, op: "update" });
          if (copy) ctx.printing.wake();
          return { data: { id: copy?.id ?? request.params.id } };
        },
      );

    // The queue retries by itself (up to every 30 s); a printer just turned back on need not wait for it.
    app.post("/printers/retry", { schema: { response: { 200: reprinted } } }, async (request) => {
      const tickets = await retryNow(db, caller(request).businessId, Date.now());
      ctx.printing.wake();
      return { data: { tickets } };
    });

    // A receipt or a Z report on the printer the counter chose (a station's).
    app.post(
      "/orders/:id/receipt/print",
      { schema: { params: idParams, body: printOn, response: { 200: queued } } },
      async (request) => {
        const { businessId } = caller(request);
        const job = await printReceipt(db, businessId, request.params.id, request.body.stationId);
        ctx.printing.wake();
        return { data: { id: job.id } };
      },
    );
    app.post(
      "/shifts/:id/report/print",
      { schema: { params: idParams, body: printOn, response: { 200: queued } } },
      async (request) => {
        const { businessId } = caller(request);
        const job = await printZReport(db, businessId, request.params.id, request.body.stationId);
        ctx.printing.wake();
        return { data: { id: job.id } };
      },
    );

    // Every station's comanda of the order as it is now, again (a jammed or lost ticket).
    app.post(
      "/orders/:id/comandas/reprint",
      { schema: { params: idParams, response: { 200: reprinted } } },
      async (request) => {
        const { businessId } = caller(request);
        const { id } = request.params;
        const jobs = await comandaJobsOf(db, businessId, id);
        // The newest comanda of each station: an edit's ticket lists only what changed, so the first
        // one ('new') and every later one are printed again, in order.
        if (!jobs.length) throw notFound("Este pedido no tiene comandas para reimprimir.");
        const ordered = [...jobs].reverse();
        await db.transaction().execute(async (trx) => {
          for (const job of ordered) await reprintJob(trx, businessId, job.id);
        });
        ctx.printing.wake();
        return { data: { tickets: ordered.length } };
      },
    );
  };
