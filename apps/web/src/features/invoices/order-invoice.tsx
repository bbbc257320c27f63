import type { Order } from "@comanda/domain";
import type { Invoice } from "@comanda/domain/invoices";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { Suspense, useState } from "react";
import { Link as RouterLink } from "react-router";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { useOrderInvoice } from "./api/order-invoice";
import { invoicePrintPath } from "./lib/invoice-print";
import { invoiceChipText, invoiceStatusColors } from "./lib/invoice-text";

// The dialog and its form (react-hook-form, the receptor's rules) are a chunk of their own.
const InvoiceOrderDialog = lazyPart(async () => (await import("./invoice-order-dialog")).InvoiceOrderDialog);
const dialogPreload = preloadOnIntent(InvoiceOrderDialog);

function InvoiceChip({ invoice }: { invoice: Invoice }) {
  const common = {
    size: "small",
    clickable: true,
    color: invoiceStatusColors[invoice.status],
    label: invoiceChipText(invoice),
  } as const;
  // The print page prints as it opens: a tab of its own keeps the shift's list where it was.
  if (invoice.status === "authorized") {
    return (
      <Chip
        {...common}
        component="a"
        href={invoicePrintPath(invoice.id, "80")}
        target="_blank"
        rel="noopener"
      />
    );
  }
  // Waiting or refused: 'Facturas' is where it is sent again (a refused one is not pending, so under 'Todas').
  return (
    <Chip
      {...common}
      component={RouterLink}
      to={invoice.status === "rejected" ? "/invoices?status=all" : "/invoices"}
    />
  );
}

/**
 * Decision 055, a shift's orders list: the order's invoice as a chip (to print it once authorized, to the
 * 'Facturas' list while it waits), or 'Facturar' for an order still to invoice.
 */
export function OrderInvoice({ order }: { order: Order }) {
  const invoices = useOrderInvoice(order.id);
  // Each opening is a new dialog (a new form, no answer yet); the last one stays mounted while it fades out.
  const [dialog, setDialog] = useState({ open: false, opening: 0 });
  const { live, rejected } = invoices.data ?? { live: null, rejected: null };
  const canInvoice = invoices.isSuccess && !live && order.status !== "cancelled";

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
      {live && <InvoiceChip invoice={live} />}
      {rejected && <InvoiceChip invoice={rejected} />}
      {canInvoice && (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Facturar pedido ${order.turn}`}
          onClick={() => setDialog(({ opening }) => ({ open: true, opening: opening + 1 }))}
          {...dialogPreload}
        >
          Facturar
        </Button>
      )}
      {dialog.opening > 0 && (
        <Suspense fallback={null}>
          <InvoiceOrderDialog
            key={dialog.opening}
            open={dialog.open}
            order={order}
            onClose={() => setDialog((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
