import { product as productSchema } from "@comanda/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { queryKeys } from "@/lib/query-keys";

/** The server's 409 when sales moved the stock while the dialog was open and the person changed it too. */
const isStockMoved = (error: unknown) =>
  isApiError(error) && error.code === "aborted" && error.fields?.quantity !== undefined;

/**
 * Decision 019: the stock the dialog loaded, sent with the edit as `stock_seen` so units sold while it
 * was open are not written back. After the server says the stock moved, the record is read again: the
 * list behind shows it, and the next Guardar is measured against the stock the message named.
 */
export function useStockSeen(id: string | undefined, loaded: number | null) {
  const queryClient = useQueryClient();
  const [seen, setSeen] = useState(loaded);

  const refreshOn = async (error: unknown) => {
    if (id === undefined || !isStockMoved(error)) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    try {
      const current = await apiGet(`/products/${encodeURIComponent(id)}`, { schema: productSchema });
      setSeen(current.quantity);
    } catch {
      // Left as it was: the next Guardar is refused again and reads it again.
    }
  };

  return { seen, refreshOn };
}
