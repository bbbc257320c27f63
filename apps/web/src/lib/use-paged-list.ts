import type { Page } from "@comanda/domain";
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { useState } from "react";
import type { ListParams } from "./list-params";

export type PagedList<T> = {
  query: UseQueryResult<Page<T>>;
  /** The name filter in effect. */
  q: string;
  /** 0 for the first page. */
  pageIndex: number;
  search: (q: string) => void;
  changePage: (pageIndex: number) => void;
};

type PageQueryOptions<T, K extends QueryKey> = UseQueryOptions<Page<T>, Error, Page<T>, K>;

/**
 * A keyset-paginated list with a name filter (docs/product.md#api). The cursor of every page visited is kept, so
 * Back returns to the page the user saw; a new filter starts again from the first page.
 */
export function usePagedList<T, K extends QueryKey>(
  queryFor: (params: ListParams) => PageQueryOptions<T, K>,
): PagedList<T> {
  const [q, setQ] = useState("");
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  // Paging or searching keeps the rows on screen until the next page arrives.
  const query = useQuery({
    ...queryFor({ q, cursor: cursors[pageIndex] }),
    placeholderData: keepPreviousData,
  });

  // The last row of a later page went away (deleted here or on another device): step back a page.
  if (pageIndex > 0 && query.data?.items.length === 0 && !query.isPlaceholderData) {
    setCursors(cursors.slice(0, -1));
  }

  const search = (next: string) => {
    if (next === q) return;
    setQ(next);
    setCursors([undefined]);
  };

  const changePage = (next: number) => {
    // While a page loads, the cursor on screen belongs to the page before it.
    if (query.isPlaceholderData) return;
    const nextCursor = query.data?.nextCursor;
    if (next === pageIndex + 1 && nextCursor) setCursors([...cursors, nextCursor]);
    if (next < pageIndex) setCursors(cursors.slice(0, next + 1));
  };

  return { query, q, pageIndex, search, changePage };
}
