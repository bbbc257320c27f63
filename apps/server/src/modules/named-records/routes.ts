import { idParams, listQuery, type Page, page, statusInput } from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { authorizedWrite } from "../../access/authorized-write.ts";
import { changesHeard } from "../../auth/request-session.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import { createPageCache } from "./page-cache.ts";
import type { NamedRecordService } from "./service.ts";

export type NamedRecordRoutesOptions<Item, Input extends { name: string }> = {
  /** e.g. "/categories"; every route below it needs its entry in the role table. */
  path: `/${string}`;
  item: z.ZodType<Item>;
  input: z.ZodType<Input>;
  service: NamedRecordService<Item, Input>;
};

/** List, read, create, edit, enable/disable and delete for one kind of named catalog record. */
export const namedRecordRoutes =
  <Item, Input extends { name: string }>(
    ctx: AppContext,
    { path, item, input, service }: NamedRecordRoutesOptions<Item, Input>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const one = okResponse(item);
    // Every page this server answered, until a change to the kind is published on any instance
    // (page-cache.ts): each write of the kind publishes one, and so does any other module that writes a
    // listed column (the products module, a category's product count).
    const pages = createPageCache<{ data: Page<Item> }>({ weigh: ({ data }) => data.items.length + 1 });
    const stopHearing = ctx.bus.subscribeAll((message) => {
      if (message === "resync") pages.clear();
      else if (message.event.entity === service.entity) pages.invalidate(message.businessId);
    });
    app.addHook("onClose", async () => stopHearing());
    // The body was parsed by `input`; the type provider's mapping of a generic output cannot show it.
    const bodyOf = (request: FastifyRequest) => request.body as Input;

    app.get(
      path,
      { schema: { querystring: listQuery, response: { 200: okResponse(page(item)) } } },
      async (request) => {
        const { businessId } = caller(request);
        // Unambiguous: the query string holds no U+0000 (http/request-text.ts).
        const { limit, cursor = "", q = "" } = request.query;
        const key = `${limit}\u0000${cursor}\u0000${q}`;
        return pages.read(businessId, key, await changesHeard(ctx, request), async () => ({
          data: await service.list(ctx, businessId, request.query),
        }));
      },
    );

    app.get(`${path}/:id`, { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await service.get(ctx, caller(request).businessId, request.params.id),
    }));

    app.post(path, { schema: { body: input, response: { 201: one } } }, async (request, reply) =>
      reply.status(201).send({
        data: await authorizedWrite(ctx, request, (deps) =>
          service.create(deps, caller(request).businessId, bodyOf(request)),
        ),
      }),
    );

    app.patch(
      `${path}/:id`,
      { schema: { params: idParams, body: input, response: { 200: one } } },
      async (request) => ({
        data: await authorizedWrite(ctx, request, (deps) =>
          service.edit(deps, caller(request).businessId, request.params.id, bodyOf(request)),
        ),
      }),
    );

    app.patch(
      `${path}/:id/status`,
      { schema: { params: idParams, body: statusInput, response: { 200: one } } },
      async (request) => ({
        data: await authorizedWrite(ctx, request, (deps) =>
          service.setStatus(deps, caller(request).businessId, request.params.id, request.body.status),
        ),
      }),
    );

    app.delete(
      `${path}/:id`,
      { schema: { params: idParams, response: { 200: doneResponse } } },
      async (request) => {
        await authorizedWrite(ctx, request, (deps) =>
          service.remove(deps, caller(request).businessId, request.params.id),
        );
        return done;
      },
    );
  };
