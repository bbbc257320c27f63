import { printerStatus } from "@comanda/domain/printing";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiPost } from "@/lib/api-client";
import { useNotify } from "@/lib/use-notify";
import { UnconfirmedTickets, useUnconfirmedTickets } from "./unconfirmed-tickets";

// Under "print-jobs": the stream names that entity each time a printer takes or refuses a ticket.
const printersKey = ["print-jobs", "printers"] as const;
const statuses = z.array(printerStatus);

/**
 * Decision 046: a station's printer that does not answer, said where the kitchen and the counter look. The
 * tickets wait in the queue and print by themselves when it is back; 'Reintentar' does not wait for the
 * queue's next try. Above them, the tickets a printer may have printed (decision 065).
 */
export function PrinterAlerts() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const printers = useQuery({
    queryKey: printersKey,
    queryFn: ({ signal }) => apiGet("/printers", { signal, schema: statuses }),
  });
  const retry = useMutation({
    mutationFn: () => apiPost("/printers/retry"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersKey }),
    onError: notify.failure,
  });
  const unconfirmed = useUnconfirmedTickets().data ?? [];
  const offline = (printers.data ?? []).filter((printer) => printer.online === false);
  if (!offline.length && !unconfirmed.length) return null;
  return (
    <Stack spacing={1}>
      {unconfirmed.length > 0 && <UnconfirmedTickets tickets={unconfirmed} />}
      {offline.map((printer) => (
        <Alert
          key={`${printer.host}:${printer.port}`}
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={retry.isPending} onClick={() => retry.mutate()}>
              Reintentar
            </Button>
          }
        >
          Impresora {printer.printerName} sin conexión
          {printer.pendingJobs > 0 &&
            ` · ${printer.pendingJobs} ${printer.pendingJobs === 1 ? "comanda esperando" : "comandas esperando"}`}
          . Se imprimen solas cuando vuelva.
          {/* Why: it does not answer, or (decision 065) its address is not one the server may print to. */}
          {printer.lastError && <Box sx={{ mt: 0.5 }}>{printer.lastError}</Box>}
        </Alert>
      ))}
    </Stack>
  );
}
