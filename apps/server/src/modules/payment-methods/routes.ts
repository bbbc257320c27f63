import { paymentMethod, paymentMethodInput } from "@comanda/domain";
import type { AppContext } from "../../context.ts";
import { namedRecordRoutes } from "../named-records/index.ts";
import { paymentMethods } from "./service.ts";

export const paymentMethodRoutes = (ctx: AppContext) =>
  namedRecordRoutes(ctx, {
    path: "/payment-methods",
    item: paymentMethod,
    input: paymentMethodInput,
    service: paymentMethods,
  });
