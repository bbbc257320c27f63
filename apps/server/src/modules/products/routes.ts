import {
  categoryOption,
  idParams,
  ingredientOption,
  optionList,
  optionsQuery,
  page,
  product,
  productInput,
  productListQuery,
  productOption,
} from "@comanda/domain";
import { availabilityBoard, productAvailabilityInput } from "@comanda/domain/sold-out";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { authorizedWrite } from "../../access/authorized-write.ts";
import { recordWriteRoutes } from "../../access/record-write-routes.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { categoryOptions, ingredientOptions, productOptions } from "./queries.ts";
import {
  createProduct,
  deleteProduct,
  editProduct,
  getProduct,
  listProducts,
  setProductStatus,
} from "./service.ts";
import { readAvailability, setProductAvailability } from "./sold-out/service.ts";

const one = okResponse(product);
const options = <T extends z.ZodType>(item: T) => ({
  querystring: optionsQuery,
  response: { 200: okResponse(optionList(item)) },
});

/** docs/product.md#products, and the pickers other dialogs choose categories, ingredients and products from. */
export const productRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products",
      { schema: { querystring: productListQuery, response: { 200: okResponse(page(product)) } } },
      async (request) => ({ data: await listProducts(ctx, caller(request).businessId, request.query) }),
    );

    app.get("/products/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await getProduct(ctx, caller(request).businessId, request.params.id),
    }));

    app.post(
      "/products",
      { schema: { body: productInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({
          data: await authorizedWrite(ctx, request, (deps) =>
            createProduct(deps, caller(request).businessId, caller(request).actor, request.body),
          ),
        }),
    );

    recordWriteRoutes(app, ctx, "/products", {
      input: productInput,
      one,
      edit: editProduct,
      setStatus: setProductStatus,
      remove: deleteProduct,
    });

    // Decision 086: 'Agotado' is the service's, not the catalog's: the kitchen reads and marks it too.
    app.patch(
      "/products/:id/availability",
      { schema: { params: idParams, body: productAvailabilityInput, response: { 200: one } } },
      async (request) => ({
        data: await setProductAvailability(
          ctx,
          caller(request).businessId,
          request.params.id,
          request.body.soldOut,
        ),
      }),
    );

    app.get(
      "/availability",
      { schema: { response: { 200: okResponse(availabilityBoard) } } },
      async (request) => ({ data: await readAvailability(ctx, caller(request).businessId) }),
    );

    app.get("/category-options", { schema: options(categoryOption) }, async (request) => ({
      data: { items: await categoryOptions(ctx.database.db, caller(request).businessId, request.query) },
    }));

    app.get("/ingredient-options", { schema: options(ingredientOption) }, async (request) => ({
      data: { items: await ingredientOptions(ctx.database.db, caller(request).businessId, request.query) },
    }));

    app.get("/product-options", { schema: options(productOption) }, async (request) => ({
      data: { items: await productOptions(ctx.database.db, caller(request).businessId, request.query) },
    }));
  };
