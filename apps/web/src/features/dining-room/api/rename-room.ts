import { type RoomInput, room } from "@comanda/domain/dining-room";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const renameRoom = ({ id, ...input }: RoomInput & { id: string }) =>
  apiPatch(`/rooms/${encodeURIComponent(id)}`, input, { schema: room });

export function useRenameRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms.all }),
  });
}
