import { centavosToPesos, isOpenOrderStatus, type Order, pesosToCentavos } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { Pesos } from "@/components/pesos";
import { useInvoiceOrder } from "./api/invoice-order";
import { InvoiceOutcome } from "./components/invoice-outcome";
import { ReceptorFields } from "./components/receptor-fields";
import { SendingStatus } from "./components/sending-status";
import {
  emptyReceptor,
  type ReceptorFields as Fields,
  type ReceptorValues,
  receptorForm,
  receptorFormError,
  receptorTypes,
  showReceptorErrors,
} from "./lib/receptor-form";

type InvoicedOrder = Pick<Order, "id" | "turn" | "total" | "tip" | "status">;

/** Decision 067: an order still open is invoiced as it is now, and then cannot be changed. */
export const invoiceLocksText =
  "Una vez facturado, el pedido ya no se puede modificar: para cambiarlo vas a tener que cancelarlo, y sale la nota de crédito.";

/** What the voucher's total is: the order's without the tip, which is the staff's (decision 055). */
function InvoicedTotal({ order }: { order: InvoicedOrder }) {
  if (order.tip <= 0)
    return (
      <Typography variant="body2">
        Total del pedido: <Pesos value={order.total} />
      </Typography>
    );
  const invoiced = centavosToPesos(pesosToCentavos(order.total) - pesosToCentavos(order.tip));
  return (
    <Typography variant="body2">
      A facturar: <Pesos value={invoiced} /> (la propina de <Pesos value={order.tip} /> no se factura)
    </Typography>
  );
}

type InvoiceOrderFormProps = {
  order: InvoicedOrder;
  titleId: string;
  mutation: ReturnType<typeof useInvoiceOrder>;
  onCancel: () => void;
};

function InvoiceOrderForm({ order, titleId, mutation, onCancel }: InvoiceOrderFormProps) {
  const form = useForm<Fields, unknown, ReceptorValues>({
    resolver: zodResolver(receptorForm),
    defaultValues: emptyReceptor("consumidor-final"),
  });
  const handleInvoice = form.handleSubmit((receptor) =>
    mutation.mutate({ orderId: order.id, receptor }, { onError: (error) => showReceptorErrors(form, error) }),
  );
  return (
    <DialogForm
      onSubmit={handleInvoice}
      aria-labelledby={titleId}
      error={receptorFormError(mutation.error)}
      pending={mutation.isPending}
      submitLabel="Facturar"
      onCancel={onCancel}
    >
      <InvoicedTotal order={order} />
      {isOpenOrderStatus(order.status) && <Alert severity="info">{invoiceLocksText}</Alert>}
      <ReceptorFields form={form} types={receptorTypes} />
      {mutation.isPending && <SendingStatus />}
    </DialogForm>
  );
}

type InvoiceOrderDialogProps = { open: boolean; order: InvoicedOrder; onClose: () => void };

/**
 * Decision 055: invoices an order on demand — to a consumer, a DNI or a CUIT — and shows what ARCA answered:
 * the voucher and its CAE to print, that it stays pending, or why it was refused.
 */
export function InvoiceOrderDialog({ open, order, onClose }: InvoiceOrderDialogProps) {
  const titleId = useId();
  const mutation = useInvoiceOrder();
  const invoice = mutation.data;
  return (
    <Dialog
      open={open}
      // While ARCA answers, neither Escape nor a click outside closes it.
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Facturar pedido {order.turn}</DialogTitle>
      {invoice ? (
        <>
          <DialogContent>
            <InvoiceOutcome invoice={invoice} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      ) : (
        <InvoiceOrderForm order={order} titleId={titleId} mutation={mutation} onCancel={onClose} />
      )}
    </Dialog>
  );
}
