import type { Invoice } from "@comanda/domain/invoices";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { pendingText, rejectedFallbackText, voucherText, waitingDocumentText } from "../lib/invoice-text";
import { InvoicePrintActions } from "./invoice-print-actions";

/** What became of the invoice just sent: its voucher and CAE to print, or why it has none yet. */
export function InvoiceOutcome({ invoice }: { invoice: Invoice }) {
  switch (invoice.status) {
    case "authorized":
      return (
        <Stack spacing={2}>
          <Alert severity="success">
            <AlertTitle>Factura autorizada</AlertTitle>
            {voucherText(invoice)} · CAE {invoice.cae}
          </Alert>
          <InvoicePrintActions invoice={invoice} />
        </Stack>
      );
    case "pending":
    case "sending":
      return <Alert severity="warning">{pendingText}</Alert>;
    case "rejected":
      return (
        <Alert severity="error">
          <AlertTitle>ARCA rechazó la factura</AlertTitle>
          {invoice.lastError ?? rejectedFallbackText}
        </Alert>
      );
    case "waiting-document":
      return <Alert severity="info">{waitingDocumentText}</Alert>;
    case "void":
      return <Alert severity="info">La factura quedó anulada.</Alert>;
  }
}
