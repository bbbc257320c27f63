import {
  centavosToPesos,
  formatMoney,
  type Order,
  type PaymentInput,
  pesosToCentavos,
} from "@comanda/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { DialogButtons } from "@/components/dialog-buttons";
import { PaymentParts } from "@/entities/order/payment-parts";
import { gapText, type PaymentPartDraft, readParts } from "@/entities/order/payment-parts-draft";
import { usePaymentMethodOptions } from "@/entities/payment-method/payment-method-options";
import { moneyFieldText } from "@/lib/money-text";
import { PaymentSummary } from "./payment-summary";

type CompleteOrderDialogProps = {
  order: Order;
  open: boolean;
  pending: boolean;
  /** `payments` only when the cashier changed them */
  onComplete: (payments?: PaymentInput[]) => void;
  onClose: () => void;
};

const partsOf = (order: Order): PaymentPartDraft[] =>
  order.payments.map((payment) => ({
    methodId: payment.paymentMethodId,
    amount: moneyFieldText(payment.amount),
    tendered: moneyFieldText(payment.tendered),
  }));

/**
 * 'Cobrar pedido' (decision 031): the total and how the order is paid. One tap completes it as it is; the
 * cashier may first change the split or type 'Paga con' to see the 'Vuelto'.
 */
export function CompleteOrderDialog({ order, open, pending, onComplete, onClose }: CompleteOrderDialogProps) {
  const titleId = useId();
  const [parts, setParts] = useState<PaymentPartDraft[] | null>(null);
  const enabled = usePaymentMethodOptions().data ?? [];
  // The order's own methods stay choosable even if disabled since: they are what it was paid with.
  const methods = [
    ...order.payments
      .filter((payment) => !enabled.some((method) => method.id === payment.paymentMethodId))
      .map((payment) => ({ id: payment.paymentMethodId, name: payment.name, isCash: payment.isCash })),
    ...enabled,
  ];
  const total = pesosToCentavos(order.total);
  const isCash = (id: string) => methods.some((method) => method.id === id && method.isCash);
  const views = parts ? readParts(parts, total, isCash) : [];
  const gap = parts
    ? gapText(
        total,
        views.reduce((sum, part) => sum + (part.amount ?? 0), 0),
      )
    : null;
  const valid = gap === null && views.every((part) => Object.keys(part.errors).length === 0);

  const handleComplete = () => {
    if (!parts) return onComplete();
    const payments = views.map((part) => ({
      payment_method_id: part.methodId,
      amount: centavosToPesos(part.amount ?? 0),
      tendered: part.tendered === null ? null : centavosToPesos(part.tendered),
    }));
    const before = order.payments.map((payment) => ({
      payment_method_id: payment.paymentMethodId,
      amount: payment.amount,
      tendered: payment.tendered,
    }));
    onComplete(JSON.stringify(payments) === JSON.stringify(before) ? undefined : payments);
  };
  const handleClose = () => {
    setParts(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : handleClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Cobrar pedido {order.turn}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
            <Typography color="text.secondary">Total</Typography>
            <Typography role="status" aria-label="Total a cobrar" sx={{ fontSize: 26, fontWeight: 800 }}>
              {formatMoney(total)}
            </Typography>
          </Stack>
          {parts ? (
            <PaymentParts
              parts={parts}
              views={views}
              onChange={setParts}
              methods={methods}
              total={total}
              gap={gap}
              disabled={pending}
              minParts={1}
            />
          ) : (
            <>
              <PaymentSummary payments={order.payments} />
              <Button onClick={() => setParts(partsOf(order))} sx={{ alignSelf: "flex-start" }}>
                Cambiar pago
              </Button>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogButtons
        cancelLabel="Volver"
        onCancel={handleClose}
        confirmLabel="Completar"
        onConfirm={handleComplete}
        pending={pending}
        disabled={!valid}
        money
      />
    </Dialog>
  );
}
