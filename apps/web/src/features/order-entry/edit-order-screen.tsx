import { isOpenOrderStatus, type Order, pesosToCentavos } from "@comanda/domain";
import Close from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from "react";
import { QueryError } from "@/components/query-state";
import { usePaymentMethodOptions } from "@/entities/payment-method/payment-method-options";
import { useSaleCatalog } from "@/entities/sale-catalog/sale-catalog";
import { useNotify } from "@/lib/use-notify";
import { currentOrderOf, isInvoicedRefusal, useEditOrder } from "./api/edit-order";
import { effectivePaymentMethod } from "./money/payment-default";
import { useOrderMoney } from "./money/use-order-money";
import { productItem, promotionItem } from "./order-draft";
import { OrderEditor, type OrderEditorValue } from "./order-editor";
import {
  canCreate,
  fieldErrorsOf,
  formMessage,
  type OrderFieldErrors,
  orderFields,
  serverErrors,
} from "./order-fields";
import { catalogForEdit, editInput, editMoneyInput, editorValueOf } from "./order-to-editor";
import { TotalBar } from "./total-bar";
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
  const paymentMethods = usePaymentMethodOptions();
  const catalog = useSaleCatalog();
  const searchRef = useRef<HTMLInputElement>(null);
  const methods = paymentMethods.data ?? [];
  const paymentMethodId = effectivePaymentMethod(methods, value.paymentMethodId, null);
  const turn = value.turn ?? base.turn;
  const saving = edit.isPending;
  const items = useMemo(
    () =>
      catalogForEdit(
        [...(catalog.products ?? []).map(productItem), ...catalog.promotions.map(promotionItem)],
        base,
      ),
    [catalog.products, catalog.promotions, base],
  );

  const { reset: resetEdit, isError: refused } = edit;
  const update = useCallback(
    (change: (current: OrderEditorValue) => OrderEditorValue) => {
      setValue(change);
      if (refused) resetEdit();
    },
    [refused, resetEdit],
  );
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
    const fields = orderFields.safeParse({
      turn,
      payment_method_id: paymentMethodId,
      observation: value.observation,
    });
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
    resetEdit();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      handleSave();
    }
  };

  const methodsHint = paymentMethods.isError ? paymentMethods.error.message : undefined;
  const errorText = edit.error ? formMessage(edit.error) : null;

  return (
    <Box onKeyDown={handleKeyDown} sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", px: { xs: 2, sm: 3 }, pt: 1.5, pb: 0 }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 700 }}
        >
          Modificar pedido {base.turn}
        </Typography>
        <IconButton aria-label="Cerrar" onClick={onClose} disabled={saving} sx={{ width: 48, height: 48 }}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pb: 1, "&:empty": { display: "none" } }}>
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
        {catalog.error && <QueryError query={catalog} text="No pudimos cargar los productos." />}
      </Stack>
      <OrderEditor
        value={value}
        onChange={update}
        nextTurn={base.turn}
        catalog={{ items, categories: catalog.categories, loading: catalog.products === undefined }}
        methods={methods}
        paymentMethodId={paymentMethodId}
        methodsHint={methodsHint}
        errors={errors}
        disabled={saving}
        searchRef={searchRef}
        moneyPanel={moneyPanel(errors, saving)}
      />
      <TotalBar
        total={total}
        money={view.money}
        canCreate={ready}
        pending={saving}
        onCreate={handleSave}
        actionLabel="Guardar cambios"
      />
    </Box>
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
