import type { Invoice } from "@comanda/domain/invoices";
import { useSnackbar } from "notistack";
import { pendingText, rejectedFallbackText, voucherText, waitingDocumentText } from "../lib/invoice-text";

/** Tells what became of a voucher sent again: authorized, still pending, refused, or still waiting. */
export function useInvoiceNotice() {
  const { enqueueSnackbar } = useSnackbar();
  return (invoice: Invoice) => {
    switch (invoice.status) {
      case "authorized":
        return enqueueSnackbar(`${voucherText(invoice)} autorizada.`, { variant: "success" });
      case "pending":
      case "sending":
        return enqueueSnackbar(pendingText, { variant: "warning" });
      case "rejected":
        return enqueueSnackbar(`ARCA rechazó la factura: ${invoice.lastError ?? rejectedFallbackText}`, {
          variant: "error",
        });
      case "waiting-document":
        return enqueueSnackbar(waitingDocumentText, { variant: "info" });
      case "void":
        return enqueueSnackbar("La factura quedó anulada.", { variant: "info" });
    }
  };
}
