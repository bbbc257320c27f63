import type { InvoiceDocument } from "@comanda/domain/invoices";
import { printedInvoice } from "@comanda/domain/printed-invoice";
import { QrCode } from "@/components/qr-code";
import { AmountRows, InvoiceTotals, TransparencyBox } from "./invoice-parts";

/**
 * The invoice on the 80 mm roll, top to bottom as the A4 reads left to right: the issuer, the voucher with its
 * letter, the buyer, the lines, the totals, the payments and the tip, then the CAE with the QR (or, without
 * a CAE, that it is not valid).
 */
export function InvoiceTicket({ document }: { document: InvoiceDocument }) {
  const printed = printedInvoice(document);
  const { issuer, authorization } = printed;
  return (
    <>
      {printed.testing && <p className="invoice-testing">{printed.testing}</p>}
      <header className="invoice-center">
        <h2 className="invoice-business">{issuer.businessName}</h2>
        <p>{issuer.legalName}</p>
        {issuer.address && <p>{issuer.address}</p>}
        <p>CUIT {issuer.cuit}</p>
        <p>{issuer.condition}</p>
        {issuer.grossIncome && <p>Ingresos Brutos: {issuer.grossIncome}</p>}
        <p>Inicio de actividades: {issuer.activityStart}</p>
      </header>
      <hr className="invoice-rule" />
      <section className="invoice-center" aria-label="Comprobante">
        <p className="invoice-letter">{printed.letter}</p>
        <p className="invoice-strong">{printed.code}</p>
        <h1 className="invoice-type">{printed.typeName}</h1>
        <p>Punto de venta: {printed.pointOfSale}</p>
        <p className="invoice-strong">Comp. Nro: {printed.number}</p>
        <p>Fecha de emisión: {printed.date}</p>
      </section>
      <hr className="invoice-rule" />
      <section aria-label="Cliente">
        {printed.receptor.map((line, index) => (
          <p key={line} className={index === 0 ? "invoice-strong" : undefined}>
            {line}
          </p>
        ))}
        {printed.related && <p className="invoice-strong">{printed.related}</p>}
      </section>
      <hr className="invoice-rule" />
      <ul aria-label="Productos">
        {printed.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a voucher's lines keep their order and have no id
          <li key={index}>
            <p>{line.name}</p>
            <p className="invoice-row">
              <span>
                {line.quantity} × {line.unitPrice}
              </span>
              <span>{line.total}</span>
            </p>
          </li>
        ))}
      </ul>
      <hr className="invoice-rule" />
      <InvoiceTotals printed={printed} />
      <TransparencyBox transparency={printed.transparency} />
      {printed.payments.length > 0 && (
        <>
          <hr className="invoice-rule" />
          <p className="invoice-strong">Forma de pago</p>
          <AmountRows rows={printed.payments} label="Pagos" />
        </>
      )}
      {printed.tip && <p>{printed.tip}</p>}
      <hr className="invoice-rule" />
      {authorization ? (
        <section className="invoice-center" aria-label="Autorización de ARCA">
          <QrCode text={authorization.qrUrl} label="Código QR de ARCA" className="invoice-qr" />
          <p className="invoice-strong">CAE N°: {authorization.cae}</p>
          <p className="invoice-strong">Vto. CAE: {authorization.dueDate}</p>
        </section>
      ) : (
        <p className="invoice-notice">{printed.notice}</p>
      )}
    </>
  );
}
