import type { Order } from "@comanda/domain";
import { ComboItems, TicketCustomer, TicketHeading } from "./ticket-parts";

/** The comanda (decision 020): what to make, big enough to read off the pass; no prices. */
export function KitchenTicket({ order }: { order: Order }) {
  return (
    <>
      <TicketHeading order={order} title="Comanda" />
      <TicketCustomer order={order} full={false} />
      <hr className="ticket-rule" />
      <ul aria-label="Productos">
        {order.lines.map((line) => (
          <li key={`${line.kind}-${line.itemId}`} className="ticket-kitchen-line">
            {line.quantity} × {line.name}
            <ComboItems line={line} />
          </li>
        ))}
      </ul>
      {order.observation && (
        <>
          <hr className="ticket-rule" />
          <p className="ticket-observation">Observación: {order.observation}</p>
        </>
      )}
      <hr className="ticket-rule" />
      <p>Tomó: {order.createdByName}</p>
    </>
  );
}
