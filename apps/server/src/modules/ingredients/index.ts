// The ingredients' front door (decision 076).
export { ingredientRoutes } from "./routes.ts";
