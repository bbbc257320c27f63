import { ingredientOption, optionList } from "@comanda/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const ingredientOptionList = optionList(ingredientOption);
const limit = 20;

// The same request and key as the product dialog's recipe picker, so both share one cache entry; a feature
// may not import another (docs/style.md, Layers).
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

/** Enabled ingredients by name matching what was typed, asked for once the picker opens. */
export const useIngredientOptions = (q: string, enabled: boolean) =>
  useQuery({ ...ingredientOptionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
