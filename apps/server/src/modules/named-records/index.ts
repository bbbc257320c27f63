export { namedRecordRoutes } from "./routes.ts";
export type { NamedRecordDeps } from "./service.ts";
export { namedRecordService } from "./service.ts";
