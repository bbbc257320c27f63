// The session's front door (decision 076): sign-in, the session the client keeps, and the sign-in
// slowdown password recovery shares.
export { sessionRoutes } from "./routes.ts";
export { sessionOf } from "./service.ts";
export { slowdownMs } from "./sign-in-limits.ts";
