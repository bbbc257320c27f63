import { createOrderMutationKey } from "./api/create-order";
import { NewOrderScreen } from "./new-order-screen";
import { OrderDialog } from "./order-dialog";

export { prefetchOrderCatalog } from "./api/order-catalog";

export type NewOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the shift's next order number, prefilled and editable (docs/product.md#rules) */
  nextTurn: string;
};

/** docs/product.md#new-order: the counter's order screen. Closed, the next opening reads the draft this device kept. */
export function NewOrderDialog({ open, onClose, nextTurn }: NewOrderDialogProps) {
  return (
    <OrderDialog open={open} onClose={onClose} savingKey={createOrderMutationKey}>
      {(titleId) => <NewOrderScreen nextTurn={nextTurn} titleId={titleId} onClose={onClose} />}
    </OrderDialog>
  );
}
