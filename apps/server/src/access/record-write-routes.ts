import { type EnabledStatus, idParams, statusInput } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { type Caller, caller } from "../http/caller.ts";
import { done, doneResponse } from "../http/responses.ts";
import { authorizedWrite } from "./authorized-write.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a named record's writes are made of: its body, its answer and the three service calls. */
export type RecordWrites<Input extends z.ZodType, Saved> = {
  input: Input;
  one: z.ZodType;
  edit: (
    deps: AppContext,
    businessId: string,
    actor: Caller["actor"],
    id: string,
    values: z.output<Input>,
  ) => Promise<Saved>;
  setStatus: (deps: AppContext, businessId: string, id: string, status: EnabledStatus) => Promise<Saved>;
  remove: (deps: AppContext, businessId: string, id: string) => Promise<void>;
};

/**
 * The edit, status and delete routes every named record has (docs/product.md#api), each an authorized write
 * so an ADMIN's PIN can let a CASHIER do it.
 */
export const recordWriteRoutes = <Input extends z.ZodType, Saved>(
  app: App,
  ctx: AppContext,
  path: string,
  writes: RecordWrites<Input, Saved>,
) => {
  app.patch(
    `${path}/:id`,
    { schema: { params: idParams, body: writes.input, response: { 200: writes.one } } },
    async (request) => ({
      data: await authorizedWrite(ctx, request, (deps) =>
        writes.edit(
          deps,
          caller(request).businessId,
          caller(request).actor,
          request.params.id,
          request.body as z.output<Input>,
        ),
      ),
    }),
  );

  app.patch(
    `${path}/:id/status`,
    { schema: { params: idParams, body: statusInput, response: { 200: writes.one } } },
    async (request) => ({
      data: await authorizedWrite(ctx, request, (deps) =>
        writes.setStatus(deps, caller(request).businessId, request.params.id, request.body.status),
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    { schema: { params: idParams, response: { 200: doneResponse } } },
    async (request) => {
      await authorizedWrite(ctx, request, (deps) =>
        writes.remove(deps, caller(request).businessId, request.params.id),
      );
      return done;
    },
  );
};
