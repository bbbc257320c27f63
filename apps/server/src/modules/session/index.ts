export { sessionRoutes } from "./routes.ts";
export { sessionOf } from "./service.ts";
export { slowdownMs } from "./sign-in-limits.ts";
