import { type EnabledStatus, page } from "@comanda/domain";
import {
  type StationInput,
  type StationRoutingInput,
  station,
  stationRoutingView,
} from "@comanda/domain/stations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const stationPage = page(station);
const path = (id: string) => `/stations/${encodeURIComponent(id)}`;

export const stationsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.stations.list(params),
    queryFn: ({ signal }) => apiGet(`/stations?${listSearch(params)}`, { signal, schema: stationPage }),
  });

/** Newest first, 10 a page, filtered by name (the catalog's list pattern). */
export const useStationList = () => usePagedList(stationsQueryOptions);

/** Every station, oldest first as the routing reads them (a business has a handful). */
export const useAllStations = () =>
  useQuery({
    queryKey: queryKeys.stations.options,
    queryFn: ({ signal }) => apiGet("/stations?limit=100", { signal, schema: stationPage }),
    select: (data) => [...data.items].reverse(),
  });

export const useStationRouting = () =>
  useQuery({
    queryKey: queryKeys.stations.routing,
    queryFn: ({ signal }) => apiGet("/station-routing", { signal, schema: stationRoutingView }),
  });

/** Every write refreshes what lists stations: the list, the routing, the board's displays. */
const useStationMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
      ]),
  });
};

export const useCreateStation = () =>
  useStationMutation((input: StationInput) => apiPost("/stations", input, { schema: station }));

export const useUpdateStation = () =>
  useStationMutation(({ id, ...input }: StationInput & { id: string }) =>
    apiPatch(path(id), input, { schema: station }),
  );

export const useDeleteStation = () => useStationMutation((id: string) => apiDelete<{ ok: true }>(path(id)));

export const useSetStationStatus = () =>
  useStationMutation(({ id, status }: { id: string; status: EnabledStatus }) =>
    apiPatch(`${path(id)}/status`, { status }, { schema: station }),
  );

export const useSaveRouting = () =>
  useStationMutation((input: StationRoutingInput) =>
    apiPut("/station-routing", input, { schema: stationRoutingView }),
  );
