import type { Order, Role } from "@comanda/domain";
import Print from "@mui/icons-material/Print";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { printTicket, type TicketKind } from "@/lib/print-ticket";

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
  return (
    <Stack direction="row" spacing={0.5}>
      {kinds.map((kind) => (
        <IconButton
          key={kind}
          title={labels[kind]}
          aria-label={labels[kind]}
          size="large"
          onClick={() => printTicket(order.id, kind)}
        >
          {kind === "kitchen" ? <Print /> : <ReceiptLong />}
        </IconButton>
      ))}
    </Stack>
  );
}
