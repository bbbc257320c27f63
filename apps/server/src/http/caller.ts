import type { Role } from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { RequestSession } from "../auth/signed-in.ts";
import { unauthenticated } from "../errors.ts";

export type Caller = {
  businessId: string;
  /** Who acts, as orders, stock movements and the audit log record them. */
  actor: { id: string; name: string; role: Role };
  session: RequestSession;
};

/**
 * The signed-in caller of a non-public route, which the access hook (access/enforce-access.ts) has
 * already resolved. The business always comes from here, never from the URL or body (docs/product.md#data).
 */
export const caller = (request: FastifyRequest): Caller => {
  const session = request.auth;
  if (!session) throw unauthenticated();
  const { user, business } = session;
  return { businessId: business.id, actor: { id: user.id, name: user.name, role: user.role }, session };
};
