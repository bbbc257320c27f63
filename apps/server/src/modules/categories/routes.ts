import { category, categoryInput } from "@comanda/domain";
import { categoryOrderInput, categoryOrderItem } from "@comanda/domain/category-order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorizedWrite } from "../../access/authorized-write.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { namedRecordRoutes } from "../named-records/index.ts";
import { setCategoryOrder } from "./order.ts";
import { readCategoryOrder } from "./queries.ts";
import { categories } from "./service.ts";

const orderAnswer = { 200: okResponse(z.object({ items: z.array(categoryOrderItem) })) };

export const categoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      namedRecordRoutes(ctx, {
        path: "/categories",
        item: category,
        input: categoryInput,
        service: categories,
      }),
    );

    app.get("/categories/order", { schema: { response: orderAnswer } }, async (request) => ({
      data: { items: await readCategoryOrder(ctx.database.db, caller(request).businessId) },
    }));

    app.put(
      "/categories/order",
      { schema: { body: categoryOrderInput, response: orderAnswer } },
      async (request) => ({
        data: {
          items: await authorizedWrite(ctx, request, (deps) =>
            setCategoryOrder(deps, caller(request).businessId, request.body.ids),
          ),
        },
      }),
    );
  };
