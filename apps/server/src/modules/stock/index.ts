export type { MovementDraft } from "./movements.ts";
export { recordMovements } from "./movements.ts";
export { stockRoutes } from "./routes.ts";
