// The stock's front door (decision 076): its routes and the movements every stock change records.
export type { MovementDraft } from "./movements.ts";
export { recordMovements } from "./movements.ts";
export { stockRoutes } from "./routes.ts";
