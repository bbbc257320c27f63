import type { ChangeEvent } from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { actionOfRoute, recordAuthorization } from "./authorization-record.ts";

/**
 * A transaction whose own `transaction()` joins it instead of failing: a service that opens a transaction
 * of its own (a product with its recipe) runs inside the caller's. Methods are bound to the real
 * transaction, whose private state a proxy cannot reach.
 */
const joining = (trx: Transaction<Database>): Db => {
  const proxy: Db = new Proxy(trx, {
    get(target, property) {
      if (property === "transaction")
        return () => ({ execute: <T>(work: (joined: Db) => Promise<T>) => work(proxy) });
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as Db;
  return proxy;
};

/**
 * Decision 045: a catalog write an ADMIN's PIN let through runs in one transaction with the record of who
 * authorized it (the audit trail's "written in the same transaction as the change"): both land or neither.
 * Change events wait for the commit. Without a PIN the write runs as it always did.
 */
export const authorizedWrite = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  write: (deps: AppContext) => Promise<T>,
): Promise<T> => {
  const { authorization, auth } = request;
  if (!authorization || !auth) return write(ctx);
  const held: [string, ChangeEvent][] = [];
  const bus = {
    ...ctx.bus,
    publish: async (businessId: string, event: ChangeEvent) => {
      held.push([businessId, event]);
    },
  };
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    const db = joining(trx);
    const value = await write({ ...ctx, bus, database: { ...ctx.database, db, groupCommit: null } });
    const fromPath = (request.params as { id?: unknown } | undefined)?.id;
    const created = (value as { id?: unknown } | undefined)?.id;
    await recordAuthorization(db, {
      businessId: auth.business.id,
      ...actionOfRoute(`${request.method} ${request.routeOptions.url}`),
      targetId: typeof fromPath === "string" ? fromPath : typeof created === "string" ? created : null,
      requester: { id: auth.user.id, name: auth.user.name },
      authorization,
    });
    return value;
  });
  for (const [businessId, event] of held) await ctx.bus.publish(businessId, event);
  return result;
};
