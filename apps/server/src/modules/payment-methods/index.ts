export { paymentMethodRoutes } from "./routes.ts";
