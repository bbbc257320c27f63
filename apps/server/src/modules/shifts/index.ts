// The shifts' front door (decision 076): other modules reach a shift only through here.
export { getShift } from "./history.ts";
export { mergeById, type Named } from "./merge-by-id.ts";
export { addToMethodTotal, type CompletedOrder } from "./method-totals.ts";
export { prepTimesOf } from "./prep-times.ts";
export { type CompletedScope, paymentMethodTotals, selectCompletedUnits } from "./queries.ts";
export { getZReport } from "./report.ts";
export { shiftRoutes } from "./routes.ts";
export { type ShiftAnswerRow, shiftColumns, toShift } from "./rows.ts";
export { findOpenShift } from "./service.ts";
export { type TypeSalesScope, typeSales } from "./type-sales.ts";
