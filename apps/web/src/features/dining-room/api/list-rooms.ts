import { room } from "@comanda/domain/dining-room";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const rooms = z.array(room);

export const roomsQueryOptions = queryOptions({
  queryKey: queryKeys.rooms.list,
  queryFn: ({ signal }) => apiGet("/rooms", { signal, schema: rooms }),
});

/** Every room with its tables, oldest first (a business has a few); the live stream keeps it current. */
export const useRooms = () => useQuery(roomsQueryOptions);
