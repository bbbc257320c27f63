import { adminPinState } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const removeAdminPin = () => apiDelete("/profile/pin", { schema: adminPinState });

export function useRemoveAdminPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdminPin,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.adminPin, state),
  });
}
