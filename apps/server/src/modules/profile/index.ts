// The profile's front door (decision 076).
export { profileRoutes } from "./routes.ts";
