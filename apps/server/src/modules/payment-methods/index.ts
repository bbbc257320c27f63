// The payment methods' front door (decision 076).
export { paymentMethodRoutes } from "./routes.ts";
