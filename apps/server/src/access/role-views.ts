import type { Role } from "@comanda/domain";
import type { RequestSession } from "../auth/signed-in.ts";

/** What a role reads of a route's `{data}` answer when it may read less than the handler gives. */
type View = (data: unknown, session: RequestSession) => unknown;

/**
 * Decision 083: a waiter's board lists its own orders: those it took (`createdBy`) and the tabs of the tables it
 * serves (`tab.waiterId`), not the whole floor's. Every table stays on the dining room's plan ('Salón'); the
 * counter's orders, deliveries and other waiters' take-away are not its work. The shift's figures and the stations stay as every role reads them (decision 070).
 */
const ownOrders: View = (data, session) => {
  const board = data as { orders?: unknown } | null;
  if (!board || !Array.isArray(board.orders)) return data;
  const mine = session.user.id;
  const orders = (board.orders as { createdBy?: unknown; tab?: { waiterId?: unknown } | null }[]).filter(
    (order) => order.createdBy === mine || order.tab?.waiterId === mine,
  );
  return { ...board, orders };
};

/**
 * Kept beside the role table: a route that answers a role less than its handler reads is named here, by the
 * table's key. Applied before serialization (access/enforce-access.ts), so the answer's schema, its ETag and
 * its size are the narrowed answer's.
 */
export const roleViews: Partial<Record<string, Partial<Record<Role, View>>>> = {
  "GET /api/v1/board": { WAITER: ownOrders },
};

/** The answer `session`'s role reads of `payload` on the route `key`. */
export const viewFor = (key: string, session: RequestSession | null, payload: unknown): unknown => {
  const view = session ? roleViews[key]?.[session.user.role] : undefined;
  if (!view || !session || typeof payload !== "object" || payload === null || !("data" in payload))
    return payload;
  return { ...payload, data: view((payload as { data: unknown }).data, session) };
};
