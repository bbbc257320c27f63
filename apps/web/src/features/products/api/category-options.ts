import { categoryOption, optionList } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const categoryOptionList = optionList(categoryOption);
// A business has a handful of categories; the picker and the filter show them all.
const limit = 100;

/** Under "categories", so a category created, renamed or disabled elsewhere shows here at once. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.options(limit),
    queryFn: ({ signal }) =>
      apiGet(`/category-options?limit=${limit}`, { signal, schema: categoryOptionList }),
    select: (list) => list.items,
  });

/** The enabled categories by name. */
export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
