export { ingredientRoutes } from "./routes.ts";
