export { inCategoryOrder } from "./order.ts";
export { categoryRoutes } from "./routes.ts";
