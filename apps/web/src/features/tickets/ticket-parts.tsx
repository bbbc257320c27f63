import { formatDateTime, type Order, type OrderLine, orderTypeLabels } from "@comanda/domain";
import { formatPhone } from "@comanda/domain/phone-format";
import { promisedText } from "@/lib/promised-time";

/** "23/11/2026 14:05" in the business's time, whatever the device's zone. */
export const ticketDateTime = (epochMs: number) => formatDateTime(epochMs).replace(",", "");

/** "2 × Hamburguesa" under its combo: the units to make for all the combos of the line. */
export function ComboItems({ line, className }: { line: OrderLine; className?: string }) {
  if (line.items.length === 0) return null;
  return (
    <ul className={`ticket-items ${className ?? ""}`} aria-label={`Contenido de ${line.name}`}>
      {line.items.map((item) => (
        <li key={item.productId}>
          {item.quantity * line.quantity} × {item.name}
          {/* Decision 080: what a combo's product was asked, under it. */}
          {item.options?.map((option) => (
            <p key={option.id} className="ticket-choice">
              &gt; {option.name}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * The order number and when it was taken: the first thing read off either ticket. A take-away or a delivery
 * (decision 050) says so, large, with the time it was promised for; a counter order prints as before.
 */
export function TicketHeading({ order, title }: { order: Order; title: string }) {
  return (
    <div className="ticket-center">
      <p>{title}</p>
      <h1 className="ticket-turn">Pedido N° {order.turn}</h1>
      <p>{ticketDateTime(order.createdAt)}</p>
      {order.type !== "counter" && <p className="ticket-type">{orderTypeLabels[order.type].toUpperCase()}</p>}
      {order.type !== "counter" && order.promisedAt !== null && (
        <p className="ticket-total">{promisedText(order.promisedAt, Date.now())}</p>
      )}
      {order.status === "cancelled" && <p className="ticket-total">PEDIDO CANCELADO</p>}
    </div>
  );
}

/**
 * Who the order is for (decision 050). The kitchen reads the name to call it out; the delivery's ticket, which goes
 * with the courier, also the phone, the address and the customer's notes.
 */
export function TicketCustomer({ order, full }: { order: Order; full: boolean }) {
  const { customer } = order;
  if (!customer) return null;
  const delivery = full && order.type === "delivery";
  return (
    <section aria-label="Cliente">
      <p className="ticket-customer">Cliente: {customer.name}</p>
      {full && customer.phone && <p>Tel. {formatPhone(customer.phone)}</p>}
      {delivery && customer.address && <p className="ticket-address">{customer.address}</p>}
      {delivery && customer.notes && <p>Notas: {customer.notes}</p>}
    </section>
  );
}
