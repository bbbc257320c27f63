import type { Invoice } from "@comanda/domain/invoices";
import { zodResolver } from "@hookform/resolvers/zod";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { useRetryInvoice } from "../api/retry-invoice";
import {
  emptyReceptor,
  type ReceptorFields as Fields,
  type ReceptorValues,
  receptorForm,
  receptorFormError,
  showReceptorErrors,
} from "../lib/receptor-form";
import { ReceptorFields } from "./receptor-fields";
import { SendingStatus } from "./sending-status";
import { useInvoiceNotice } from "./use-invoice-notice";

const identified = ["dni", "cuit"] as const;

type ReceptorDialogProps = { open: boolean; invoice: Invoice; onClose: () => void };

/**
 * 'Completar datos': a sale at or above the identification threshold waits for the buyer's DNI or CUIT;
 * with it, the invoice is sent again.
 */
export function ReceptorDialog({ open, invoice, onClose }: ReceptorDialogProps) {
  const titleId = useId();
  const retry = useRetryInvoice();
  const notice = useInvoiceNotice();
  const form = useForm<Fields, unknown, ReceptorValues>({
    resolver: zodResolver(receptorForm),
    defaultValues: emptyReceptor("dni"),
  });
  const handleSend = form.handleSubmit((receptor) =>
    retry.mutate(
      { invoiceId: invoice.id, receptor },
      {
        onSuccess: (sent) => {
          notice(sent);
          onClose();
        },
        onError: (error) => showReceptorErrors(form, error),
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onClose={retry.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Datos del cliente del pedido {invoice.orderTurn}</DialogTitle>
      <DialogForm
        onSubmit={handleSend}
        aria-labelledby={titleId}
        error={receptorFormError(retry.error)}
        pending={retry.isPending}
        submitLabel="Facturar"
        onCancel={onClose}
      >
        <ReceptorFields form={form} types={identified} />
        {retry.isPending && <SendingStatus />}
      </DialogForm>
    </Dialog>
  );
}
