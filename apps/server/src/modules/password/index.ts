export { passwordRoutes } from "./routes.ts";
