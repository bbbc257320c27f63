import { ingredient, page } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const ingredientPage = page(ingredient);

export const listIngredients = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/ingredients?${listSearch(params)}`, { signal, schema: ingredientPage });

export const ingredientsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.ingredients.list(params),
    queryFn: ({ signal }) => listIngredients(params, signal),
  });

/** docs/product.md#api: newest first, 10 a page with a cursor; filtered by name. */
export const useIngredientList = () => usePagedList(ingredientsQueryOptions);
