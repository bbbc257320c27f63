import { changeText, kitchenChanges, type Order } from "@comanda/domain";
import { ticketDateTime } from "./ticket-parts";

/**
 * Decision 030: the kitchen's ticket of an edit, only what the last edit changed (lines added, removed or with
 * another quantity, the order's number, the observation), so the cook does not read the whole order again. No prices and no
 * payment method.
 */
export function ChangesTicket({ order }: { order: Order }) {
  const changes = kitchenChanges(order.changes ?? []);
  return (
    <>
      <div className="ticket-center">
        <p>Comanda</p>
        <h1 className="ticket-turn">Pedido N° {order.turn}</h1>
        <p className="ticket-total">MODIFICADO</p>
        <p>{ticketDateTime(order.modifiedAt ?? order.createdAt)}</p>
      </div>
      <hr className="ticket-rule" />
      {changes.length === 0 ? (
        <p>Este pedido no tiene cambios para la cocina.</p>
      ) : (
        <ul aria-label="Cambios">
          {changes.map((change) => (
            <li
              key={"itemId" in change ? `${change.line}-${change.itemId}` : change.kind}
              className={change.kind === "observation" ? "ticket-observation" : "ticket-kitchen-line"}
            >
              {changeText(change)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
