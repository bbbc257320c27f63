import { idParams, orderType } from "@comanda/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { shiftInvoicesCsv } from "./invoices-csv.ts";
import { shiftOrdersCsv } from "./orders-csv.ts";
import { salesHistoryCsv } from "./shifts-csv.ts";

/**
 * A CSV download. The file name goes inside quotes, so it must not hold quotes, backslashes or control
 * characters; a shift code ("2026-11-23 14:05") only needs its colon replaced, which file systems refuse.
 */
const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName.replace(/[^\w .-]/g, "-")}"`)
    .header("cache-control", "no-store")
    .send(csv);

/** Decision 020: the sales history and a shift's orders as CSV for a spreadsheet (ADMIN, CASHIER). */
export const exportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;

    app.get("/shifts/export", async (request, reply) =>
      sendCsv(reply, "ventas.csv", await salesHistoryCsv(db, caller(request).businessId)),
    );

    // Decision 050: `?type=` keeps one type's orders ('Delivery' for the couriers' settlement, say).
    app.get(
      "/shifts/:id/orders/export",
      { schema: { params: idParams, querystring: z.object({ type: orderType.optional() }) } },
      async (request, reply) => {
        const { businessId } = caller(request);
        const { code, csv } = await shiftOrdersCsv(db, businessId, request.params.id, request.query.type);
        const suffix = request.query.type ? `-${request.query.type}` : "";
        return sendCsv(reply, `turno-${code}${suffix}.csv`, csv);
      },
    );

    // Decision 055: the shift's invoices and credit notes, with the totals per voucher type.
    app.get("/shifts/:id/invoices/export", { schema: { params: idParams } }, async (request, reply) => {
      const { code, csv } = await shiftInvoicesCsv(db, caller(request).businessId, request.params.id);
      return sendCsv(reply, `comprobantes-${code}.csv`, csv);
    });
  };
