import type { Order } from "@comanda/domain";
import { editOrderMutationKey } from "./api/edit-order";
import { EditOrderScreen } from "./edit-order-screen";
import { OrderDialog } from "./order-dialog";

export { prefetchOrderCatalog } from "./api/order-catalog";

export type EditOrderDialogProps = { order: Order; open: boolean; onClose: () => void };

/**
 * 'Modificar pedido' (decision 030): the new order's screen and size over an open order. The opener mounts it
 * anew for each opening, so each starts from the order as the board shows it then.
 */
export function EditOrderDialog({ order, open, onClose }: EditOrderDialogProps) {
  return (
    <OrderDialog open={open} onClose={onClose} savingKey={editOrderMutationKey}>
      {(titleId) => <EditOrderScreen order={order} titleId={titleId} onClose={onClose} />}
    </OrderDialog>
  );
}
