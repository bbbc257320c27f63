// The orders' front door (decision 076): other modules and the CLI reach an order only through here.
export { afterOrderChange, type OrderChanged } from "./after-order-change.ts";
export { comboItemsInput, storedLineKey } from "./catalog/combo-choices.ts";
export type { OrderCatalog, RecipeRow } from "./catalog/order-catalog.ts";
export { priceOrder } from "./catalog/order-lines.ts";
export { noTable } from "./create/order-customer.ts";
export { insertOrderRow } from "./create/queries.ts";
export { requestHash } from "./create/request-hash.ts";
export { type Edited, editInTransaction, staleVersion } from "./edit/edit-order.ts";
export { type EditableRow, readEditable, readLines } from "./edit/queries.ts";
export { moneyColumnsOf, type PaymentDraft, priceMoney } from "./money/order-money.ts";
export { readMoneyRows } from "./money/queries.ts";
export type { OrderDeps, OrderTaker, OrderUser, WarningLog } from "./order-deps.ts";
export {
  type LineFields,
  newOrderHistory,
  type OrderRow,
  optionsOfLine,
  toOrder,
} from "./read/order-rows.ts";
export { getOrder } from "./read/read-order.ts";
export { orderRoutes } from "./routes.ts";
export { byId, returnStock } from "./stock/order-stock.ts";
export { holdOpenShift } from "./turns/queries.ts";
export { openTurnIndex } from "./turns/turn-taken.ts";
