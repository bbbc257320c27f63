import { page } from "@comanda/domain";
import { modifierGroup } from "@comanda/domain/modifier-group";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const modifierGroupPage = page(modifierGroup);

export const listModifierGroups = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/modifier-groups?${listSearch(params)}`, { signal, schema: modifierGroupPage });

export const modifierGroupsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.modifierGroups.list(params),
    queryFn: ({ signal }) => listModifierGroups(params, signal),
  });

/** docs/product.md#constants: 10 a page with a cursor, like every catalog list. */
export const useModifierGroupList = () => usePagedList(modifierGroupsQueryOptions);
