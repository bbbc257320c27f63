import type { BusinessSettings, Order } from "@comanda/domain";
import { adjustmentKindLabels, formatPesos } from "@comanda/domain";
import { formatPhone } from "@comanda/domain/phone-format";
import { receiptLineDetail } from "@comanda/domain/printing";
import { amountToCollect } from "@comanda/domain/to-collect";
import { Pesos } from "@/components/pesos";
import { ComboItems, TicketCustomer, TicketHeading } from "./ticket-parts";

/** Wording of our own (decision 020): the receipt is not an invoice. */
export const notAnInvoiceText = "Comprobante no válido como factura";

type ReceiptTicketProps = {
  order: Order;
  business: BusinessSettings;
  /** The logo finished loading (or failed): printing waits for it. */
  onLogoSettled: () => void;
};

/**
 * The customer's receipt: the business's header, each line with quantity × price, the subtotal with each discount,
 * surcharge and the tip (decision 031), the total and how it was paid ('Paga con' and 'Vuelto' for cash). A delivery's
 * (decision 050) goes with the courier: who and where, the fee ('Envío') and 'A cobrar' in a box.
 */
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
        {business.phone && <p>Tel. {formatPhone(business.phone)}</p>}
      </header>
      <hr className="ticket-rule" />
      <TicketHeading order={order} title="Comprobante" />
      {order.customer && (
        <>
          <hr className="ticket-rule" />
          <TicketCustomer order={order} full />
        </>
      )}
      <hr className="ticket-rule" />
      <ul aria-label="Productos">
        {order.lines.map((line, index) => (
          // One product may be on several lines, with other options (decision 080): the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
          <li key={`${index}-${line.kind}-${line.itemId}`}>
            <p>{line.name}</p>
            {line.options.length > 0 && <p className="ticket-choice">{receiptLineDetail(line)}</p>}
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
      {(order.adjustments.length > 0 || order.tip > 0 || order.deliveryFee > 0) && (
        <ul aria-label="Subtotal y ajustes">
          <li className="ticket-row">
            <span>Subtotal</span>
            <span>{formatPesos(order.subtotal)}</span>
          </li>
          {order.adjustments.map((adjustment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's adjustments keep their order and have no id
            <li key={index} className="ticket-row">
              <span>
                {adjustmentKindLabels[adjustment.kind]}
                {adjustment.mode === "percent" ? ` ${adjustment.value} %` : ""} ({adjustment.reason})
              </span>
              <span>
                {adjustment.kind === "discount" ? "−" : "+"}
                {formatPesos(adjustment.amount)}
              </span>
            </li>
          ))}
          {order.tip > 0 && (
            <li className="ticket-row">
              <span>Propina</span>
              <span>{formatPesos(order.tip)}</span>
            </li>
          )}
          {order.deliveryFee > 0 && (
            <li className="ticket-row">
              <span>Envío</span>
              <span>{formatPesos(order.deliveryFee)}</span>
            </li>
          )}
        </ul>
      )}
      <p className="ticket-row ticket-total">
        <span>Total</span>
        <span>{formatPesos(order.total)}</span>
      </p>
      {order.payments.length <= 1 && (
        <p className="ticket-row">
          <span>Medio de pago</span>
          <span>{order.paymentMethodName}</span>
        </p>
      )}
      <ul aria-label="Pagos">
        {order.payments.map((payment) => (
          <li key={payment.paymentMethodId}>
            {order.payments.length > 1 && (
              <p className="ticket-row">
                <span>{payment.name}</span>
                <span>{formatPesos(payment.amount)}</span>
              </p>
            )}
            {payment.tendered !== null && (
              <>
                <p className="ticket-row">
                  <span>Paga con</span>
                  <span>{formatPesos(payment.tendered)}</span>
                </p>
                <p className="ticket-row">
                  <span>Vuelto</span>
                  <span>{formatPesos(payment.change ?? 0)}</span>
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
      {order.type === "delivery" && <ToCollect amount={amountToCollect(order)} />}
      <p className="ticket-center ticket-legend">{notAnInvoiceText}</p>
    </>
  );
}

/**
 * What the courier collects at the door, where it cannot be missed (decision 050): what was paid in
 * advance is not collected again, and a delivery with nothing left says 'Pagado' (decision 066).
 */
function ToCollect({ amount }: { amount: number }) {
  if (amount === 0) return <p className="ticket-center ticket-collect">Pagado</p>;
  return (
    <p className="ticket-row ticket-collect">
      <span>A cobrar</span>
      <span>{formatPesos(amount)}</span>
    </p>
  );
}
