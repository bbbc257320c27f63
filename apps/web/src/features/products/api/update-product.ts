import { type ProductInput, product } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdateProductInput = ProductInput & { id: string };

/** Replaces every field and the whole recipe, as the dialog shows them all. */
export const updateProduct = ({ id, ...input }: UpdateProductInput) =>
  apiPatch(`/products/${encodeURIComponent(id)}`, input, { schema: product });

export const updateProductMutationKey = ["products", "update"] as const;

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProductMutationKey,
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
