// The menu and price list's front door (decision 076).
export { menuRoutes } from "./routes.ts";
