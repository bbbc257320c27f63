// The named records' front door (decision 076): the service and routes categories, payment methods,
// ingredients and stations are made from.
export { namedRecordRoutes } from "./routes.ts";
export type { NamedRecordDeps } from "./service.ts";
export { namedRecordService } from "./service.ts";
