import { ingredientOption, optionList } from "@comanda/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const ingredientOptionList = optionList(ingredientOption);
const limit = 20;

/**
 * The recipe's and the modifier options' ingredient pickers (decision 080), one cache entry for both. Under
 * "ingredients", so a new ingredient or a cost changed elsewhere shows in the picker.
 */
export const ingredientOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.ingredients.options(q, limit),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: String(limit) });
      if (q) search.set("q", q);
      return apiGet(`/ingredient-options?${search}`, { signal, schema: ingredientOptionList });
    },
    select: (list) => list.items,
  });

/** Enabled ingredients by name matching what the user typed; the last answer stays while typing. */
export const useIngredientOptions = (q: string, enabled: boolean) =>
  useQuery({ ...ingredientOptionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
