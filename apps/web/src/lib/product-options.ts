import { optionList, productOption } from "@comanda/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "./api-client";
import { queryKeys } from "./query-keys";

/** Enough to pick from while typing; the search narrows it down. */
export const PRODUCT_OPTIONS_LIMIT = 20;

const productOptions = optionList(productOption);

export const listProductOptions = (q: string, signal?: AbortSignal) => {
  const search = new URLSearchParams({ limit: String(PRODUCT_OPTIONS_LIMIT) });
  if (q) search.set("q", q);
  return apiGet(`/product-options?${search}`, { signal, schema: productOptions });
};

/** Under "products", so a product event refreshes the picker too. */
export const productOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.products.options(q),
    queryFn: ({ signal }) => listProductOptions(q, signal),
  });

/** docs/product.md#api: enabled products by name with their stock: the combo picker's and the order dialog's choices. */
export const useProductOptions = (q: string, enabled: boolean) =>
  useQuery({ ...productOptionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
