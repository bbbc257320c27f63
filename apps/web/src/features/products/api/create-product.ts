import { type ProductInput, product } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createProduct = (input: ProductInput) => apiPost("/products", input, { schema: product });

export const createProductMutationKey = ["products", "create"] as const;

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createProductMutationKey,
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
