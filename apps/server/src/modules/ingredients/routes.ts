import { ingredient, ingredientInput } from "@comanda/domain";
import type { AppContext } from "../../context.ts";
import { namedRecordRoutes } from "../named-records/routes.ts";
import { ingredients } from "./service.ts";

export const ingredientRoutes = (ctx: AppContext) =>
  namedRecordRoutes(ctx, {
    path: "/ingredients",
    item: ingredient,
    input: ingredientInput,
    service: ingredients,
  });
