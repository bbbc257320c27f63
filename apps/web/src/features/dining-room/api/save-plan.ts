import { type PlanInput, type Room, room } from "@comanda/domain/dining-room";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const savePlan = ({ roomId, plan }: { roomId: string; plan: PlanInput }) =>
  apiPut(`/rooms/${encodeURIComponent(roomId)}/plan`, plan, { schema: room });

/** The saved room replaces its old self at once, so the plan shows the new tables with their ids. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: (saved) => {
      queryClient.setQueryData<Room[]>(queryKeys.rooms.list, (rooms) =>
        rooms?.map((each) => (each.id === saved.id ? saved : each)),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.rooms.all });
    },
    // Refused (most often a plan saved meanwhile by someone else): the room as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms.all }),
  });
}
