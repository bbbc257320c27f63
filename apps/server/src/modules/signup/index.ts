export { signupRoutes } from "./routes.ts";
