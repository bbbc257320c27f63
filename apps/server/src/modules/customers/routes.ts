import { idParams, page } from "@comanda/domain";
import {
  customer,
  customerInput,
  customerListQuery,
  customerOption,
  customerOptionsQuery,
} from "@comanda/domain/customers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import { customersCsv } from "./customers-csv.ts";
import {
  createCustomer,
  customerOptions,
  editCustomer,
  getCustomer,
  listCustomers,
  removeCustomer,
} from "./service.ts";

/** Decision 048: the business's customers (ADMIN, CASHIER), and the order screen's lookup by phone. */
export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const one = okResponse(customer);
    const businessOf = (request: Parameters<typeof caller>[0]) => caller(request).businessId;

    app.get(
      "/customers",
      { schema: { querystring: customerListQuery, response: { 200: okResponse(page(customer)) } } },
      async (request) => ({ data: await listCustomers(ctx, businessOf(request), request.query) }),
    );

    // Static, so Fastify matches it before /customers/:id.
    app.get("/customers/export", async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="clientes.csv"')
        .header("cache-control", "no-store")
        .send(await customersCsv(ctx.database.db, businessOf(request))),
    );

    app.get("/customers/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await getCustomer(ctx, businessOf(request), request.params.id),
    }));

    app.post(
      "/customers",
      { schema: { body: customerInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({ data: await createCustomer(ctx, businessOf(request), request.body) }),
    );

    app.patch(
      "/customers/:id",
      { schema: { params: idParams, body: customerInput, response: { 200: one } } },
      async (request) => ({
        data: await editCustomer(ctx, businessOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      "/customers/:id",
      { schema: { params: idParams, response: { 200: doneResponse } } },
      async (request) => {
        await removeCustomer(ctx, businessOf(request), request.params.id);
        return done;
      },
    );

    app.get(
      "/customer-options",
      {
        schema: { querystring: customerOptionsQuery, response: { 200: okResponse(z.array(customerOption)) } },
      },
      async (request) => ({ data: await customerOptions(ctx, businessOf(request), request.query.phone) }),
    );
  };
