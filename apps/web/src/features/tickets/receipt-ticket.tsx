import type { BusinessSettings, Order } from "@comanda/domain";
import { formatPesos } from "@comanda/domain";
import { Pesos } from "@/components/pesos";
import { ComboItems, TicketHeading } from "./ticket-parts";

/** Wording of our own the issue fixes (issue 10 point 4): the receipt is not an invoice. */
export const notAnInvoiceText = "Comprobante no válido como factura";

type ReceiptTicketProps = {
  order: Order;
  business: BusinessSettings;
  /** The logo finished loading (or failed): printing waits for it. */
  onLogoSettled: () => void;
};

/** The customer's receipt: the business's header, each line with quantity × price, the total and how it was paid. */
export function ReceiptTicket({ order, business, onLogoSettled }: ReceiptTicketProps) {
  return (
    <>
      <header className="ticket-center">
        {business.logoUrl && (
          <img
            className="ticket-logo"
            src={business.logoUrl}
            alt={`Logo de ${business.name}`}
            onLoad={onLogoSettled}
            onError={onLogoSettled}
          />
        )}
        <h2 className="ticket-business">{business.name}</h2>
        <p>{business.address}</p>
        {business.phone && <p>Tel. {business.phone}</p>}
      </header>
      <hr className="ticket-rule" />
      <TicketHeading order={order} title="Comprobante" />
      <hr className="ticket-rule" />
      <ul aria-label="Productos">
        {order.lines.map((line) => (
          <li key={`${line.kind}-${line.itemId}`}>
            <p>{line.name}</p>
            <p className="ticket-row">
              <span>
                {line.quantity} × <Pesos value={line.unitPrice} />
              </span>
              <span>{formatPesos(line.subtotal)}</span>
            </p>
            <ComboItems line={line} />
          </li>
        ))}
      </ul>
      <hr className="ticket-rule" />
      <p className="ticket-row ticket-total">
        <span>Total</span>
        <span>{formatPesos(order.total)}</span>
      </p>
      <p className="ticket-row">
        <span>Medio de pago</span>
        <span>{order.paymentMethodName}</span>
      </p>
      <p className="ticket-center ticket-legend">{notAnInvoiceText}</p>
    </>
  );
}
