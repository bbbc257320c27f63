export { productRoutes } from "./routes.ts";
export { settleStock } from "./stock-seen.ts";
export { recipesUsing } from "./usage.ts";
