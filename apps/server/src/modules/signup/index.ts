// The signup's front door (decision 076).
export { signupRoutes } from "./routes.ts";
