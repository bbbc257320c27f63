import { PAGE_SIZE } from "@comanda/domain";

/** One page of a list (docs/product.md#api): the cursor of the page (none for the first) and the name filter. */
export type ListParams = { q: string; cursor: string | undefined };

/** `?limit=10&cursor=…&q=…`, leaving out what is empty. */
export const listSearch = ({ q, cursor }: ListParams): string => {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  if (q) search.set("q", q);
  return search.toString();
};
