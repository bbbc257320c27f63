import { type ConnectionTest, connectionTest } from "@comanda/domain/invoices";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";

export type { ConnectionTest };

/** Decision 054: asks ARCA, with the saved settings and certificate, for what invoicing needs; up to ~20 s. */
export const testConnection = () => apiPost("/fiscal-settings/test", undefined, { schema: connectionTest });

export const useTestConnection = () => useMutation({ mutationFn: testConnection });
