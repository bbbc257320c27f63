// The products' front door (decision 076): their routes, and what ingredients read of their recipes.
export { productRoutes } from "./routes.ts";
export { settleStock } from "./stock-seen.ts";
export { recipesUsing } from "./usage.ts";
