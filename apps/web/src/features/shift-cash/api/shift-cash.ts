import { type CashMovementInput, cashMovement, countSheet } from "@comanda/domain/cash";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const shiftPath = (id: string) => `/shifts/${encodeURIComponent(id)}`;

/** What the close dialog counts: the methods used, and their expected amounts unless the count is blind. */
export const countSheetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shifts.count(id),
    queryFn: ({ signal }) => apiGet(`${shiftPath(id)}/count`, { signal, schema: countSheet }),
  });

export const useCountSheet = (id: string, enabled: boolean) =>
  useQuery({ ...countSheetQueryOptions(id), enabled });

const cashMovementList = z.object({ items: z.array(cashMovement) });

export const useCashMovements = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.shifts.cashMovements(id),
    queryFn: ({ signal }) => apiGet(`${shiftPath(id)}/cash-movements`, { signal, schema: cashMovementList }),
    enabled,
  });

/** Cash into or out of the register; refused (409) once the shift is closed. */
export function useAddCashMovement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashMovementInput) =>
      apiPost(`${shiftPath(id)}/cash-movements`, input, { schema: cashMovement }),
    // The count's expected cash moves with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.shifts.one(id) }),
  });
}
