import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deleteProduct = (id: string) => apiDelete<{ ok: true }>(`/products/${encodeURIComponent(id)}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
