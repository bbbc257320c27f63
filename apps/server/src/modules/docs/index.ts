// The API docs' front door (decision 076).
export { docsRoutes } from "./routes.ts";
