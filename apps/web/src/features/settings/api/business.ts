import { businessSettings } from "@comanda/domain";
import type { BusinessSettingsInput, businessSettingsInput } from "@comanda/domain/settings-input";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiDelete, apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type BusinessSettingsValues = z.output<typeof businessSettingsInput>;
export type { BusinessSettingsInput };

/** After a change: the answer is the new settings; the session carries the business's name. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (settings: z.output<typeof businessSettings>) => {
    queryClient.setQueryData(queryKeys.business, settings);
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    void queryClient.invalidateQueries({ queryKey: queryKeys.menu });
  };
}

export function useUpdateBusiness() {
  const saved = useSettingsSaved();
  return useMutation({
    mutationFn: (values: BusinessSettingsValues) =>
      apiPatch("/business", values, { schema: businessSettings }),
    onSuccess: saved,
  });
}

export function useRemoveLogo() {
  const saved = useSettingsSaved();
  return useMutation({
    mutationFn: () => apiDelete("/business/logo", { schema: businessSettings }),
    onSuccess: saved,
  });
}
