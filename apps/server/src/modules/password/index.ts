// The password recovery's front door (decision 076).
export { passwordRoutes } from "./routes.ts";
