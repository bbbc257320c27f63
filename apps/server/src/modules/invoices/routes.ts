import { idParams, page } from "@comanda/domain";
import { voucherTypeLabels } from "@comanda/domain/fiscal";
import {
  invoice,
  invoiceDocument,
  invoiceOrderInput,
  receptorInput,
  voucherNumberText,
} from "@comanda/domain/invoices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { issuerSettings, notConfigured } from "../fiscal/index.ts";
import { invoiceDocument as buildDocument } from "./documents/invoice-document.ts";
import { renderInvoicePdf } from "./documents/invoice-pdf.ts";
import { invoiceListQuery, listInvoices, readInvoice } from "./documents/list-invoices.ts";
import { toInvoice } from "./documents/to-invoice.ts";
import { queueOrderInvoice } from "./queue/queue-invoice.ts";
import { retryInvoice } from "./queue/retry-invoice.ts";

/** Decision 055: invoicing an order, the vouchers and their PDF (ADMIN, CASHIER). */
export const invoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;
    const one = { 200: okResponse(invoice) };

    /** After the commit: the worker's first attempt, which the caller waits for (ARCA answers in a second). */
    const settle = async (businessId: string, id: string) => {
      await ctx.bus.publish(businessId, { entity: "invoices", id, op: "update" });
      await ctx.invoices.settle(id);
      const row = await readInvoice(db, businessId, id);
      return toInvoice(row, row.turn);
    };

    app.post(
      "/orders/:id/invoice",
      { schema: { params: idParams, body: invoiceOrderInput.nullish(), response: one } },
      async (request) => {
        const { businessId } = caller(request);
        const settings = await issuerSettings(db, businessId);
        if (!settings?.hasCertificate) throw notConfigured();
        const row = await db.transaction().execute((trx) =>
          queueOrderInvoice(trx, {
            businessId,
            orderId: request.params.id,
            settings,
            receptor: request.body?.receptor,
            dialect: ctx.database.dialect,
            now: Date.now(),
          }),
        );
        return { data: await settle(businessId, row.id) };
      },
    );

    app.get(
      "/invoices",
      { schema: { querystring: invoiceListQuery, response: { 200: okResponse(page(invoice)) } } },
      async (request) => ({ data: await listInvoices(db, caller(request).businessId, request.query) }),
    );

    app.get(
      "/invoices/:id",
      { schema: { params: idParams, response: { 200: okResponse(invoiceDocument) } } },
      async (request) => ({
        data: await buildDocument(db, await readInvoice(db, caller(request).businessId, request.params.id)),
      }),
    );

    app.get("/invoices/:id/pdf", { schema: { params: idParams } }, async (request, reply) => {
      const row = await readInvoice(db, caller(request).businessId, request.params.id);
      const document = await buildDocument(db, row);
      const name = `${voucherTypeLabels[row.voucher_type]} ${voucherNumberText(
        Number(row.point_of_sale),
        row.number === null ? null : Number(row.number),
      )}.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${name.replace(/[^\w .-]/g, "-")}"`)
        .header("cache-control", "no-store")
        .send(await renderInvoicePdf(document));
    });

    app.post(
      "/invoices/:id/retry",
      {
        schema: {
          params: idParams,
          body: z.object({ receptor: receptorInput.optional() }).nullish(),
          response: one,
        },
      },
      async (request) => {
        const { businessId } = caller(request);
        const settings = await issuerSettings(db, businessId);
        if (!settings?.hasCertificate) throw notConfigured();
        const row = await db.transaction().execute((trx) =>
          retryInvoice(trx, {
            businessId,
            id: request.params.id,
            settings,
            receptor: request.body?.receptor,
            dialect: ctx.database.dialect,
            now: Date.now(),
          }),
        );
        if (!row) throw new AppError("not-found", "No encontramos esa factura.");
        return { data: await settle(businessId, row.id) };
      },
    );
  };
