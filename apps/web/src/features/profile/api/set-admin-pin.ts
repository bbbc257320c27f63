import { type AdminPinInput, adminPinState } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const setAdminPin = (values: AdminPinInput) =>
  apiRequest("/profile/pin", { method: "PUT", body: values, schema: adminPinState });

export function useSetAdminPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminPin,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.adminPin, state),
  });
}
