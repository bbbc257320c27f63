import {
  type FiscalSettings,
  type FiscalSettingsInput,
  fiscalSettings,
} from "@comanda/domain/fiscal-settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { FiscalSettings, FiscalSettingsInput };

export const fiscalSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.fiscalSettings,
  queryFn: ({ signal }) => apiGet("/fiscal-settings", { signal, schema: fiscalSettings }),
});

export const useFiscalSettings = () => useQuery(fiscalSettingsQueryOptions);

/** Every change answers the settings as they now are. */
export function useFiscalSettingsSaved() {
  const queryClient = useQueryClient();
  return (settings: FiscalSettings) => queryClient.setQueryData(queryKeys.fiscalSettings, settings);
}

export function useSaveFiscalSettings() {
  const saved = useFiscalSettingsSaved();
  return useMutation({
    mutationFn: (input: FiscalSettingsInput) => apiPut("/fiscal-settings", input, { schema: fiscalSettings }),
    onSuccess: saved,
  });
}
