// The dining room's tabs' front door (decision 076).
export { tabRoutes } from "./routes.ts";
