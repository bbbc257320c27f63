import { page, product } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

/** A page of the list, optionally within one category. */
export type ProductListParams = ListParams & { categoryId: string | null };

const productPage = page(product);

export const listProducts = ({ categoryId, ...params }: ProductListParams, signal?: AbortSignal) => {
  const search = new URLSearchParams(listSearch(params));
  if (categoryId) search.set("category_id", categoryId);
  return apiGet(`/products?${search}`, { signal, schema: productPage });
};

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }) => listProducts(params, signal),
  });

/** Decision 017: newest first, 10 a page with a cursor; filtered by name or code and by category. */
export const useProductList = (categoryId: string | null) =>
  usePagedList((params: ListParams) => productsQueryOptions({ ...params, categoryId }));
