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
  statusInput,
} from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import { categoryOptions, ingredientOptions, productOptions } from "./options-queries.ts";
import {
  createProduct,
  deleteProduct,
  editProduct,
  getProduct,
  listProducts,
  setProductStatus,
} from "./service.ts";

const one = z.object({ data: product });
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const options = <T extends z.ZodType>(item: T) => ({
  querystring: optionsQuery,
  response: { 200: z.object({ data: optionList(item) }) },
});

/** The business always comes from the caller's session (DESIGN §4), never from the URL or body. */
const businessOf = (request: FastifyRequest) => callerOf(request).business.id;
/** Who saves, for the stock movement a save may write. */
const editorOf = (request: FastifyRequest) => {
  const { user } = callerOf(request);
  return { id: user.id, name: user.name };
};

/** SPEC §2 Inventario, and the pickers other dialogs choose categories, ingredients and products from. */
export const productRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products",
      { schema: { querystring: productListQuery, response: { 200: z.object({ data: page(product) }) } } },
      async (request) => ({ data: await listProducts(ctx, businessOf(request), request.query) }),
    );

    app.get("/products/:id", { schema: { params: idParams, response: { 200: one } } }, async (request) => ({
      data: await getProduct(ctx, businessOf(request), request.params.id),
    }));

    app.post(
      "/products",
      { schema: { body: productInput, response: { 201: one } } },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await createProduct(ctx, businessOf(request), editorOf(request), request.body) }),
    );

    app.patch(
      "/products/:id",
      { schema: { params: idParams, body: productInput, response: { 200: one } } },
      async (request) => ({
        data: await editProduct(ctx, businessOf(request), editorOf(request), request.params.id, request.body),
      }),
    );

    app.patch(
      "/products/:id/status",
      { schema: { params: idParams, body: statusInput, response: { 200: one } } },
      async (request) => ({
        data: await setProductStatus(ctx, businessOf(request), request.params.id, request.body.status),
      }),
    );

    app.delete("/products/:id", { schema: { params: idParams, response: { 200: ok } } }, async (request) => {
      await deleteProduct(ctx, businessOf(request), request.params.id);
      return { data: { ok: true as const } };
    });

    app.get("/category-options", { schema: options(categoryOption) }, async (request) => ({
      data: { items: await categoryOptions(ctx.database.db, businessOf(request), request.query) },
    }));

    app.get("/ingredient-options", { schema: options(ingredientOption) }, async (request) => ({
      data: { items: await ingredientOptions(ctx.database.db, businessOf(request), request.query) },
    }));

    app.get("/product-options", { schema: options(productOption) }, async (request) => ({
      data: { items: await productOptions(ctx.database.db, businessOf(request), request.query) },
    }));
  };
