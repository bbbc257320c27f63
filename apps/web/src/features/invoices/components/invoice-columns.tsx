import { formatDateTime } from "@comanda/domain";
import { type Invoice, invoiceStatusLabels } from "@comanda/domain/invoices";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Column } from "@/components/paged-list/paged-table";
import { Pesos } from "@/components/pesos";
import { invoiceStatusColors, receptorText, voucherText } from "../lib/invoice-text";
import { InvoicePrintActions } from "./invoice-print-actions";

export type InvoiceHandlers = {
  onRetry: (invoice: Invoice) => void;
  onComplete: (invoice: Invoice) => void;
  /** The invoice being sent again, if any: its button waits. */
  retrying: string | null;
  /** Starts downloading the receptor's form when 'Completar datos' is hovered or focused. */
  completePreload: { onPointerEnter: () => void; onFocus: () => void };
};

function InvoiceActions({
  invoice,
  onRetry,
  onComplete,
  retrying,
  completePreload,
}: InvoiceHandlers & { invoice: Invoice }) {
  const of = `la factura del pedido ${invoice.orderTurn}`;
  switch (invoice.status) {
    case "authorized":
      return <InvoicePrintActions invoice={invoice} compact />;
    case "waiting-document":
      return (
        <Button
          size="small"
          aria-label={`Completar datos de ${of}`}
          onClick={() => onComplete(invoice)}
          {...completePreload}
        >
          Completar datos
        </Button>
      );
    case "pending":
    case "sending":
    case "rejected":
      return (
        <Button
          size="small"
          aria-label={`Reintentar ${of}`}
          loading={retrying === invoice.id}
          onClick={() => onRetry(invoice)}
        >
          Reintentar
        </Button>
      );
    case "void":
      return null;
  }
}

/** Decision 055: each voucher with where it is on its way to a CAE, and what can be done with it. */
export const invoiceColumns = (handlers: InvoiceHandlers): Column<Invoice>[] => [
  { header: "Fecha", cell: (invoice) => formatDateTime(invoice.createdAt) },
  { header: "Pedido", cell: (invoice) => `#${invoice.orderTurn}` },
  { header: "Comprobante", cell: (invoice) => voucherText(invoice) },
  { header: "Cliente", cell: (invoice) => receptorText(invoice.receptor) },
  { header: "Total", align: "right", cell: (invoice) => <Pesos value={invoice.total} /> },
  {
    header: "Estado",
    cell: (invoice) => (
      <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
        <Chip
          size="small"
          label={invoiceStatusLabels[invoice.status]}
          color={invoiceStatusColors[invoice.status]}
        />
        {invoice.status !== "authorized" && invoice.lastError && (
          <Typography variant="caption" color="text.secondary">
            {invoice.lastError}
          </Typography>
        )}
      </Stack>
    ),
  },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (invoice) => <InvoiceActions invoice={invoice} {...handlers} />,
  },
];
