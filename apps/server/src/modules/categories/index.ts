// The categories' front door (decision 076): their routes and the owner's order other lists follow.
export { inCategoryOrder } from "./queries.ts";
export { categoryRoutes } from "./routes.ts";
