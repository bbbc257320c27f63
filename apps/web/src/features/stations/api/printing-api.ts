import { printerNetworks, testPrintResult } from "@comanda/domain/printing";
import type { TestPrintInput } from "@comanda/domain/stations";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Decision 065: whether this installation prints directly, and on which networks (PRINTER_NETWORKS). */
export const usePrinterNetworks = () =>
  useQuery({
    queryKey: [...queryKeys.stations.all, "printer-networks"],
    queryFn: ({ signal }) => apiGet("/printer-networks", { signal, schema: printerNetworks }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Decision 065: 'Imprimir prueba' on the printer the dialog has, saved or not. */
export const useTestPrint = (stationId: string) =>
  useMutation({
    mutationFn: (printer: TestPrintInput) =>
      apiPost(`/stations/${encodeURIComponent(stationId)}/test-print`, printer, { schema: testPrintResult }),
  });
