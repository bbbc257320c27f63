import { uuidv7 } from "@comanda/domain";
import type { Db } from "../db/database.ts";
import type { PinAuthorization } from "./admin-pin.ts";

export type AuthorizedAction = {
  businessId: string;
  /** `cancel`, `create`, `update`, `status` or `delete` */
  action: string;
  /** `order`, `category`, `payment_method`, `ingredient`, `product` or `promotion` */
  targetKind: string;
  targetId: string | null;
  requester: { id: string; name: string };
  authorization: PinAuthorization;
};

/** Writes who asked and which ADMIN authorized; pass the action's transaction so both land or neither. */
export const recordAuthorization = async (db: Db, action: AuthorizedAction): Promise<void> => {
  await db
    .insertInto("authorization")
    .values({
      id: uuidv7(),
      business_id: action.businessId,
      action: action.action,
      target_kind: action.targetKind,
      target_id: action.targetId,
      requested_by: action.requester.id,
      requested_by_name: action.requester.name,
      authorized_by: action.authorization.authorizer.id,
      authorized_by_name: action.authorization.authorizer.name,
      created_at: Date.now(),
    })
    .execute();
  action.authorization.recorded = true;
};

const kinds: Record<string, string> = {
  categories: "category",
  "payment-methods": "payment_method",
  ingredients: "ingredient",
  products: "product",
  promotions: "promotion",
  "modifier-groups": "modifier_group",
  orders: "order",
};

/**
 * What a guarded route does, read from its role-table key: `POST /api/v1/products` creates a product,
 * `PATCH …/:id/status` changes its status, `POST /api/v1/orders/:id/cancel` cancels an order.
 */
export const actionOfRoute = (key: string): { action: string; targetKind: string } => {
  const [method = "", path = ""] = key.split(" ");
  const [resource = "", id, verb] = path.replace(/^\/api\/v1\//, "").split("/");
  const action = verb ?? (method === "POST" && !id ? "create" : method === "DELETE" ? "delete" : "update");
  return { action, targetKind: kinds[resource] ?? resource };
};

/** The record's id: the path's, or for a create the new record's, read from the `{data}` answer. */
export const targetIdOf = (params: unknown, payload: unknown): string | null => {
  const fromPath = (params as { id?: unknown } | undefined)?.id;
  if (typeof fromPath === "string") return fromPath;
  if (typeof payload !== "string") return null;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
};
