import { type UnconfirmedTicket, unconfirmedTicket } from "@comanda/domain/printing";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiPost } from "@/lib/api-client";
import { useNotify } from "@/lib/use-notify";

// Under "print-jobs": the stream names that entity when a printer takes, refuses or leaves a ticket unconfirmed.
const unconfirmedKey = ["print-jobs", "unconfirmed"] as const;

const kinds: Record<UnconfirmedTicket["kind"], string> = {
  comanda: "Comanda",
  receipt: "Ticket",
  "z-report": "Informe Z",
};

/** "Comanda del pedido N° 21 en Cocina" */
export const ticketName = (ticket: UnconfirmedTicket) =>
  `${kinds[ticket.kind]}${ticket.turn ? ` del pedido N° ${ticket.turn}` : ""} en ${ticket.printerName}`;

/** The tickets a printer may have printed; the board lists them above its printers' alerts. */
export const useUnconfirmedTickets = () =>
  useQuery({
    queryKey: unconfirmedKey,
    queryFn: ({ signal }) =>
      apiGet("/print-jobs/unconfirmed", { signal, schema: z.array(unconfirmedTicket) }),
  });

/**
 * Decision 065: a ticket its printer took without confirming is not sent again by itself (it would
 * come out twice); whoever is at the printer looks, then reprints it or says it came out.
 */
export function UnconfirmedTickets({ tickets }: { tickets: readonly UnconfirmedTicket[] }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const settle = useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: "reprint" | "printed" }) =>
      apiPost(`/print-jobs/${encodeURIComponent(id)}/${outcome}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["print-jobs"] }),
    onError: notify.failure,
  });
  return (
    <Stack spacing={1}>
      {tickets.map((ticket) => {
        const name = ticketName(ticket);
        return (
          <Alert
            key={ticket.id}
            severity="warning"
            aria-label={name}
            action={
              <Stack direction="row" spacing={1}>
                <Button
                  color="inherit"
                  size="small"
                  disabled={settle.isPending}
                  aria-label={`Reimprimir: ${name}`}
                  onClick={() => settle.mutate({ id: ticket.id, outcome: "reprint" })}
                >
                  Reimprimir
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  disabled={settle.isPending}
                  aria-label={`Ya salió: ${name}`}
                  onClick={() => settle.mutate({ id: ticket.id, outcome: "printed" })}
                >
                  Ya salió
                </Button>
              </Stack>
            }
          >
            <AlertTitle>Puede haberse impreso: revisá antes de reimprimir</AlertTitle>
            {name}. {ticket.reason}
          </Alert>
        );
      })}
    </Stack>
  );
}
