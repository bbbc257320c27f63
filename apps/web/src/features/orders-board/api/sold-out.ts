import { type AvailabilityBoard, availabilityBoard } from "@comanda/domain/sold-out";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Decision 086: every enabled product and option with today's 'Agotado' (no prices: the kitchen reads it). */
export const getAvailability = (signal?: AbortSignal) =>
  apiGet("/availability", { signal, schema: availabilityBoard });

/** Under "products" (and refreshed by "modifier-groups", lib/live-events.ts): another device's mark shows here. */
export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.availability,
    queryFn: ({ signal }) => getAvailability(signal),
  });

/** Read only while the dialog is open: the display does not poll a list nobody looks at. */
export const useAvailability = (enabled: boolean) => useQuery({ ...availabilityQueryOptions(), enabled });

/** A product or an option to mark 'Agotado' for today, or available again. */
export type SoldOutChange =
  | { kind: "product"; id: string; soldOut: boolean }
  | { kind: "option"; groupId: string; id: string; soldOut: boolean };

const segment = encodeURIComponent;

/** The answer (the product, or the option's group) is not read: the list is asked again, with everyone's marks. */
export const setSoldOut = async (change: SoldOutChange): Promise<void> => {
  const path =
    change.kind === "product"
      ? `/products/${segment(change.id)}/availability`
      : `/modifier-groups/${segment(change.groupId)}/options/${segment(change.id)}/availability`;
  await apiPatch(path, { soldOut: change.soldOut });
};

const marked = (board: AvailabilityBoard, change: SoldOutChange): AvailabilityBoard => {
  const flip = <T extends { id: string; soldOut: boolean }>(items: T[]) =>
    items.map((item) => (item.id === change.id ? { ...item, soldOut: change.soldOut } : item));
  return change.kind === "product"
    ? { ...board, products: flip(board.products) }
    : { ...board, options: flip(board.options) };
};

/** The switch moves at once; a refusal puts back what the server has. */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  const key = queryKeys.products.availability;
  return useMutation({
    mutationFn: setSoldOut,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AvailabilityBoard>(key, (board) => board && marked(board, change));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
