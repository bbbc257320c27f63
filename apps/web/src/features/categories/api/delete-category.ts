import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The server refuses (409) while the category has products, naming how many. */
export const deleteCategory = (id: string) =>
  apiDelete<{ ok: true }>(`/categories/${encodeURIComponent(id)}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
