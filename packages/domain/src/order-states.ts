import { z } from "zod";
import { type OrderType, orderTypes } from "./order-type.ts";
import type { Role } from "./roles.ts";

// An order's states and the buttons that move it between them, by role and by type (docs/product.md#states).

/** docs/product.md#order-states, with its label and the MUI colour of its chip. */
// Decision 051: 'served', a table's tab whose round is on the table (until the next round or the bill);
// 'on_the_way', a delivery order that left with its courier. Both between ready and completed.
export const orderStatuses = [
  "pending",
  "preparing",
  "ready",
  "served",
  "on_the_way",
  "completed",
  "cancelled",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatus = z.enum(orderStatuses, { error: "El estado del pedido no es válido." });

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "Pendiente",
  preparing: "En preparación",
  ready: "Listo para entregar",
  served: "En la mesa",
  on_the_way: "En camino",
  completed: "Completado",
  cancelled: "Cancelado",
};

/**
 * What a card or a tab says of an order: a table's tab opens 'En la mesa' with nothing on it (decision 051), which
 * read as if food had been served; until its first round it says 'Sin pedir' (decision 074).
 */
export const orderStatusLabel = (order: {
  status: OrderStatus;
  type: string;
  lines: readonly unknown[];
}): string =>
  order.type === "table" && order.status === "served" && order.lines.length === 0
    ? "Sin pedir"
    : orderStatusLabels[order.status];

export type StatusColor = "warning" | "primary" | "info" | "secondary" | "default" | "success" | "error";
export const orderStatusColors: Record<OrderStatus, StatusColor> = {
  pending: "warning",
  preparing: "primary",
  ready: "info",
  served: "default",
  on_the_way: "secondary",
  completed: "success",
  cancelled: "error",
};

/** Orders the kitchen and the counter still have to work: a shift cannot close while any is left. */
export const openOrderStatuses = [
  "pending",
  "preparing",
  "ready",
  "served",
  "on_the_way",
] as const satisfies readonly OrderStatus[];
export const isOpenOrderStatus = (status: OrderStatus): boolean =>
  (openOrderStatuses as readonly OrderStatus[]).includes(status);

/** The buttons of docs/product.md#states, each one a route: POST /api/v1/orders/:id/<action>. */
export const orderActions = ["receive", "deliver", "serve", "dispatch", "complete", "cancel"] as const;
export type OrderAction = (typeof orderActions)[number];

export const orderActionLabels: Record<OrderAction, string> = {
  receive: "Recibir",
  deliver: "Entregar pedido",
  serve: "Llevado a la mesa",
  dispatch: "En camino",
  complete: "Completar",
  cancel: "Cancelar",
};

/**
 * docs/product.md#states: from which statuses each action starts, and where it leads. A delivery order
 * (decision 050) goes out with its courier ('En camino') before it is completed; only it may be dispatched. A
 * table's tab (decision 051) is taken to the table ('En la mesa') and paid from there or when ready; a new
 * round sends it back to the kitchen (the tabs' routes, not a button). A tab opens 'En la mesa', empty.
 */
const transitions: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  receive: { from: ["pending"], to: "preparing" },
  deliver: { from: ["preparing"], to: "ready" },
  serve: { from: ["ready"], to: "served" },
  dispatch: { from: ["ready"], to: "on_the_way" },
  complete: { from: ["ready"], to: "completed" },
  cancel: { from: ["pending", "preparing", "ready", "served", "on_the_way"], to: "cancelled" },
};
/** Where a type's own rules differ from the counter's. */
const fromByType: Partial<Record<OrderType, Partial<Record<OrderAction, readonly OrderStatus[]>>>> = {
  delivery: { complete: ["on_the_way"] },
  table: { complete: ["ready", "served"] },
};
/** Actions only one type has. */
const onlyFor: Partial<Record<OrderAction, OrderType>> = { dispatch: "delivery", serve: "table" };

/**
 * docs/product.md#roles: ADMIN and CASHIER press every button (WAITER too, but 'En camino'); KITCHEN may receive, deliver and cancel an
 * order that is pending or preparing, never complete, serve, dispatch, nor cancel one that is ready or a
 * table's tab.
 */
const kitchenMay: Record<OrderAction, readonly OrderStatus[]> = {
  receive: ["pending"],
  deliver: ["preparing"],
  serve: [],
  dispatch: [],
  complete: [],
  cancel: ["pending", "preparing"],
};

/**
 * The statuses `role` may start `action` from on an order of `type` (the compare-and-set's allowed
 * current statuses).
 */
export const actionSources = (
  role: Role,
  action: OrderAction,
  type: OrderType = "counter",
): readonly OrderStatus[] => {
  const only = onlyFor[action];
  if (only && only !== type) return [];
  // Decision 081: a table's tab is its bill; the kitchen moves cards, it does not cancel money.
  if (role === "KITCHEN") return action === "cancel" && type === "table" ? [] : kitchenMay[action];
  // Decision 083: a waiter presses the counter's buttons but a delivery's courier is the counter's; whether it
  // completes (charges) or cancels is the business's switch or an ADMIN's PIN (the role table's guard).
  if (role === "WAITER" && action === "dispatch") return [];
  return fromByType[type]?.[action] ?? transitions[action].from;
};

/** Where `action` leads. */
export const actionTarget = (action: OrderAction): OrderStatus => transitions[action].to;

/** Whether `role` may press `action` on an order of `type` that is `status`. */
export const canPerform = (
  role: Role,
  action: OrderAction,
  status: OrderStatus,
  type: OrderType = "counter",
): boolean => actionSources(role, action, type).includes(status);

/** The buttons a card shows, in the order of docs/product.md#states. */
export const actionsFor = (role: Role, status: OrderStatus, type: OrderType = "counter"): OrderAction[] =>
  orderActions.filter((action) => canPerform(role, action, status, type));

/** Whether `role` may ever press `action`, on any order (the server's 403 rather than a 409). */
export const mayEverPerform = (role: Role, action: OrderAction): boolean =>
  orderTypes.some((type) => actionSources(role, action, type).length > 0);
