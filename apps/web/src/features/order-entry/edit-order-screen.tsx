import { isOpenOrderStatus, type Order, pesosToCentavos } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useNotify } from "@/lib/use-notify";
import { currentOrderOf, isInvoicedRefusal, useEditOrder } from "./api/edit-order";
import { effectivePaymentMethod } from "./money/payment-default";
import { useOrderMoney } from "./money/use-order-money";
import type { OrderEditorValue } from "./order-editor";
import { canCreate, fieldErrorsOf, formMessage, type OrderFieldErrors, serverErrors } from "./order-fields";
import { OrderScreenFrame, parseOrderFields, useOrderScreen } from "./order-screen-frame";
import { catalogForEdit, editInput, editMoneyInput, editorValueOf } from "./order-to-editor";
import { useOnline } from "./use-online";

export const editOfflineText = "Sin conexión: para guardar los cambios del pedido hace falta conexión.";
export const editedText = "Pedido modificado.";

type EditOrderScreenProps = { order: Order; titleId: string; onClose: () => void };

/**
 * Decision 030: the order screen over an open order. No draft and no outbox: an edit is sent at once or not at
 * all, with the version it was made from, so a change made meanwhile on another device is never overwritten.
 */
export function EditOrderScreen({ order, titleId, onClose }: EditOrderScreenProps) {
  // The order the edit starts from: the one opened, or the current one after a conflict ('Ver cómo quedó').
  const [base, setBase] = useState(order);
  const [value, setValue] = useState<OrderEditorValue>(() => editorValueOf(order));
  const [errors, setErrors] = useState<OrderFieldErrors>({});
  const [conflict, setConflict] = useState<Order | null>(null);
  const online = useOnline();
  const edit = useEditOrder();
  const notify = useNotify();
  const screen = useOrderScreen(setValue, edit);
  const { paymentMethods, methods, saleItems, update } = screen;
  const paymentMethodId = effectivePaymentMethod(methods, value.paymentMethodId, null);
  const turn = value.turn ?? base.turn;
  const saving = edit.isPending;
  const items = useMemo(() => catalogForEdit(saleItems, base), [saleItems, base]);
  // A delivery's fee stays as created (the edit does not change it) but is part of the total it shows and splits.
  const {
    money,
    view,
    total,
    panel: moneyPanel,
  } = useOrderMoney(value, methods, paymentMethodId, update, pesosToCentavos(base.deliveryFee));

  const ready =
    online &&
    !saving &&
    view.complete &&
    canCreate({ turn, payment_method_id: paymentMethodId }, value.lines.length);
  const handleSave = () => {
    if (!ready) return;
    const fields = parseOrderFields(turn, paymentMethodId, value);
    if (!fields.success) {
      setErrors(fieldErrorsOf(fields.error));
      return;
    }
    setErrors({});
    setConflict(null);
    const input = editInput(
      fields.data,
      value.lines,
      base.version,
      editMoneyInput(money, view, paymentMethodId),
    );
    edit.mutate(
      { id: base.id, input },
      {
        onSuccess: () => {
          notify.success(editedText);
          onClose();
        },
        onError: (error) => {
          setConflict(currentOrderOf(error));
          setErrors(serverErrors(error));
        },
      },
    );
  };

  const handleReload = (current: Order) => {
    setBase(current);
    setValue(editorValueOf(current));
    setConflict(null);
    setErrors({});
    edit.reset();
  };

  const methodsHint = paymentMethods.isError ? paymentMethods.error.message : undefined;
  const errorText = edit.error ? formMessage(edit.error) : null;

  return (
    <OrderScreenFrame
      heading={
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 700 }}
        >
          Modificar pedido {base.turn}
        </Typography>
      }
      onSubmit={handleSave}
      onClose={onClose}
      saving={saving}
      editor={{
        value,
        nextTurn: base.turn,
        items,
        paymentMethodId,
        methodsHint,
        errors,
        moneyPanel,
      }}
      screen={screen}
      totalBar={{ total, money: view.money, canCreate: ready, actionLabel: "Guardar cambios" }}
      alerts={
        <>
          {!online && <Alert severity="warning">{editOfflineText}</Alert>}
          {errorText && (
            <Alert
              severity="error"
              action={
                conflict ? (
                  <ConflictAction current={conflict} onReload={handleReload} onClose={onClose} />
                ) : (
                  isInvoicedRefusal(edit.error) && (
                    <Button color="inherit" size="small" onClick={onClose}>
                      Cerrar
                    </Button>
                  )
                )
              }
            >
              {errorText}
            </Alert>
          )}
        </>
      }
    />
  );
}

type ConflictActionProps = { current: Order; onReload: (current: Order) => void; onClose: () => void };

/** Still open: the edit can start again from how it is now. Completed or cancelled: nothing left to edit. */
function ConflictAction({ current, onReload, onClose }: ConflictActionProps) {
  return isOpenOrderStatus(current.status) ? (
    <Button color="inherit" size="small" onClick={() => onReload(current)} sx={{ whiteSpace: "nowrap" }}>
      Ver cómo quedó
    </Button>
  ) : (
    <Button color="inherit" size="small" onClick={onClose}>
      Cerrar
    </Button>
  );
}
