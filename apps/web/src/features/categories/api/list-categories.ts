import { category, page } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const categoryPage = page(category);

export const listCategories = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/categories?${listSearch(params)}`, { signal, schema: categoryPage });

export const categoriesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.categories.list(params),
    queryFn: ({ signal }) => listCategories(params, signal),
  });

/** Newest first, 10 a page, filtered by name. */
export const useCategoryList = () => usePagedList(categoriesQueryOptions);
