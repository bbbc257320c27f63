import type { Order, Role } from "@comanda/domain";
import Print from "@mui/icons-material/Print";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { useCounterPrinter } from "@/lib/counter-printer";
import { printTicket, type TicketKind } from "@/lib/print-ticket";
import { useNotify } from "@/lib/use-notify";

const labels: Record<TicketKind, string> = {
  kitchen: "Imprimir comanda",
  receipt: "Imprimir comprobante",
  changes: "Imprimir cambios",
};

/**
 * A card's print buttons: the comanda for anyone, the customer's receipt only for who charges (ADMIN, CASHIER).
 * A native title, not a MUI Tooltip: its popper would add 11 kB to the board.
 */
export function OrderCardPrint({ order, role }: { order: Order; role: Role }) {
  const kinds: TicketKind[] = role === "KITCHEN" ? ["kitchen"] : ["kitchen", "receipt"];
  const counter = useCounterPrinter();
  const notify = useNotify();
  // Decision 046: with a printer chosen at the counter, the receipt goes there instead of the browser.
  const network = useMutation({
    mutationFn: (stationId: string) =>
      apiPost(`/orders/${encodeURIComponent(order.id)}/receipt/print`, { stationId }),
    onSuccess: () => notify.success(`Comprobante del pedido ${order.turn} enviado a ${counter?.name}.`),
    onError: notify.failure,
  });
  const print = (kind: TicketKind) =>
    kind === "receipt" && counter ? network.mutate(counter.stationId) : printTicket(order.id, kind);
  return (
    <Stack direction="row" spacing={0.5}>
      {kinds.map((kind) => (
        <IconButton
          key={kind}
          title={labels[kind]}
          aria-label={labels[kind]}
          size="large"
          disabled={kind === "receipt" && network.isPending}
          onClick={() => print(kind)}
        >
          {kind === "kitchen" ? <Print /> : <ReceiptLong />}
        </IconButton>
      ))}
    </Stack>
  );
}
