import { category, categoryInput } from "@comanda/domain";
import type { AppContext } from "../../context.ts";
import { namedRecordRoutes } from "../named-records/routes.ts";
import { categories } from "./service.ts";

export const categoryRoutes = (ctx: AppContext) =>
  namedRecordRoutes(ctx, { path: "/categories", item: category, input: categoryInput, service: categories });
