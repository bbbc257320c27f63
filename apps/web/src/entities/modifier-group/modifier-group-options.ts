import { optionList } from "@comanda/domain";
import { modifierGroup } from "@comanda/domain/modifier-group";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const modifierGroupList = optionList(modifierGroup);

export const listModifierGroupOptions = (signal?: AbortSignal) =>
  apiGet("/modifier-options", { signal, schema: modifierGroupList });

/**
 * Decision 080: every modifier group by name with its options, in one answer (a business has a few): the
 * product dialog chooses among them and the order screen asks them. Under "modifier-groups", so the live
 * stream refreshes it.
 */
export const modifierGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.modifierGroups.options,
    queryFn: ({ signal }) => listModifierGroupOptions(signal),
    select: (list) => list.items,
  });

export const useModifierGroupOptions = () => useQuery(modifierGroupOptionsQueryOptions());
