import type { Shift } from "@comanda/domain";
import { EditOrderButton } from "@/features/order-entry/edit-order-button";
import { NewOrderButton } from "@/features/order-entry/new-order-button";
import { OrdersPage } from "@/features/orders-board/orders-page";
import { ShiftBar } from "@/features/shift-cash/shift-bar";

/**
 * `/orders`: the board (or the kitchen's display) with the shift's money and the order entry. Features do not
 * import each other, so the app composes them (docs/decisions/056-app-composes-features.md): the board leaves
 * the shift's bar and each card's 'Editar' to fill, the shift's bar leaves 'Hacer pedido'.
 */
export function OrdersScreen() {
  return <OrdersPage shiftBar={OrdersShiftBar} editOrder={EditOrderButton} />;
}

function OrdersShiftBar(props: { shift: Shift | null; staff: boolean; takesOrders: boolean }) {
  return <ShiftBar {...props} newOrder={NewOrderButton} />;
}
