import type { Order } from "@comanda/domain";
import { readBoardSettings } from "@/entities/order/board-settings";
import { printTicket } from "@/lib/print-ticket";

/**
 * docs/product.md#new-order: with 'Imprimir comanda al crear un pedido' on for this device, the kitchen ticket of the
 * order just created prints at once. Read at the moment of the create, so a change on the board counts.
 */
export function printKitchenTicketIfChosen(created: Order) {
  if (readBoardSettings().autoPrintKitchen) printTicket(created.id, "kitchen");
}
