import { type CategoryInput, category } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdateCategoryInput = CategoryInput & { id: string };

export const updateCategory = ({ id, ...input }: UpdateCategoryInput) =>
  apiPatch(`/categories/${encodeURIComponent(id)}`, input, { schema: category });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
