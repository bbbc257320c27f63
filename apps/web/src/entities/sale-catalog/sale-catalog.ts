import {
  categoryOption,
  MAX_PAGE_SIZE,
  optionList,
  type ProductOption,
  page,
  product,
  productOption,
  promotionOption,
} from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { modifierGroupOptionsQueryOptions } from "@/entities/modifier-group/modifier-group-options";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// What a sale is taken from, read the same way by the order screen and a table's rounds (/salon), so both
// share one cache entry and one refresh on a "products" or "promotions" event.

const productOptionList = optionList(productOption);
const productPage = page(product);
const promotionOptions = optionList(promotionOption);

/**
 * The whole enabled catalog, loaded once per opening and filtered on the device (decision 028). The product
 * options answer at most MAX_PAGE_SIZE by name: a full answer means there may be more, so the rest comes from
 * the paged products list (enabled ones only), which has a cursor.
 */
export const listAllProductOptions = async (signal?: AbortSignal): Promise<ProductOption[]> => {
  const first = await apiGet(`/product-options?limit=${MAX_PAGE_SIZE}`, {
    signal,
    schema: productOptionList,
  });
  if (first.items.length < MAX_PAGE_SIZE) return first.items;
  const all: ProductOption[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({ limit: String(MAX_PAGE_SIZE) });
    if (cursor) search.set("cursor", cursor);
    const next = await apiGet(`/products?${search}`, { signal, schema: productPage });
    for (const row of next.items)
      if (row.status === "enabled")
        all.push({
          id: row.id,
          name: row.name,
          price: row.price,
          quantity: row.quantity,
          categoryId: row.categoryId,
          modifierGroupIds: row.modifierGroupIds,
        });
    cursor = next.nextCursor;
  } while (cursor);
  return all.sort((a, b) => a.name.localeCompare(b.name, "es"));
};

/** Under "products", so a product event refreshes the grid too. */
export const gridProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.products.allOptions, { grid: true }] as const,
    queryFn: ({ signal }) => listAllProductOptions(signal),
  });

const listPromotionOptions = (signal?: AbortSignal) =>
  apiGet(`/promotion-options?limit=${MAX_PAGE_SIZE}`, { signal, schema: promotionOptions });

/** docs/product.md#rules: the combos that can be sold now (active, inside their dates), with how many the stock allows. */
export const promotionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.promotions.options,
    queryFn: ({ signal }) => listPromotionOptions(signal),
  });

const categoryOptionList = optionList(categoryOption);
const categoriesLimit = 100;

/**
 * The enabled categories in the owner's order (decision 074): the grid's and a round's chips. Same key and
 * answer as the product form's picker.
 */
export const gridCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.options(categoriesLimit),
    queryFn: ({ signal }) =>
      apiGet(`/category-options?limit=${categoriesLimit}`, { signal, schema: categoryOptionList }),
    select: (list) => list.items,
  });

/**
 * What a sale picks from, asked for together: the order screen's grid and a table's round. Without the
 * categories (the counter's chips) the catalog still lists everything, so only products and promotions fail it.
 */
export function useSaleCatalog() {
  const products = useQuery(gridProductsQueryOptions());
  const categories = useQuery(gridCategoriesQueryOptions());
  const promotions = useQuery(promotionOptionsQueryOptions());
  // Decision 080: a tap on a product that asks choices opens its sheet from these at once.
  const groups = useQuery(modifierGroupOptionsQueryOptions());
  return {
    products: products.data,
    categories: categories.data ?? [],
    promotions: promotions.data?.items ?? [],
    groups: groups.data ?? [],
    error: products.error ?? promotions.error ?? null,
    refetch: () => Promise.all([products.refetch(), promotions.refetch()]),
  };
}
