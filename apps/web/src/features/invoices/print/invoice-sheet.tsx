import type { InvoiceDocument } from "@comanda/domain/invoices";
import { printedInvoice } from "@comanda/domain/printed-invoice";
import type { ReactNode } from "react";
import { QrCode } from "@/components/qr-code";
import { AmountRows, InvoiceTotals, TransparencyBox } from "./invoice-parts";

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <b>{label}:</b> {children}
    </p>
  );
}

/**
 * The invoice on an A4 sheet, laid out as the server's PDF (modules/invoices/invoice-pdf.ts) and as an
 * Argentine voucher prints: the issuer and the voucher on either side of the letter's box, the buyer, the
 * lines' table, the totals beside the consumer's IVA and the payments, the CAE and the QR at the foot.
 */
export function InvoiceSheet({ document }: { document: InvoiceDocument }) {
  const printed = printedInvoice(document);
  const { issuer, authorization } = printed;
  return (
    <>
      {printed.testing && <p className="invoice-testing">{printed.testing}</p>}
      <p className="invoice-original">ORIGINAL</p>
      <header className="invoice-head">
        <section aria-label="Emisor">
          <h2>{issuer.businessName}</h2>
          <Labelled label="Razón social">{issuer.legalName}</Labelled>
          {issuer.address && <Labelled label="Domicilio comercial">{issuer.address}</Labelled>}
          <Labelled label="Condición frente al IVA">{issuer.condition}</Labelled>
        </section>
        <p className="invoice-letter-box">
          <strong>{printed.letter}</strong>
          <span>{printed.code}</span>
        </p>
        <section aria-label="Comprobante">
          <h1>{printed.typeName}</h1>
          <div className="invoice-voucher">
            <p className="invoice-strong">
              Punto de venta: {printed.pointOfSale}&emsp;Comp. Nro: {printed.number}
            </p>
            <Labelled label="Fecha de emisión">{printed.date}</Labelled>
          </div>
          <Labelled label="CUIT">{issuer.cuit}</Labelled>
          {issuer.grossIncome && <Labelled label="Ingresos Brutos">{issuer.grossIncome}</Labelled>}
          <Labelled label="Fecha de inicio de actividades">{issuer.activityStart}</Labelled>
        </section>
      </header>
      <section className="invoice-receptor" aria-label="Cliente">
        {printed.receptor.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {printed.related && <p className="invoice-strong">{printed.related}</p>}
      </section>
      <table className="invoice-lines" aria-label="Productos">
        <thead>
          <tr>
            <th className="invoice-number">Cant.</th>
            <th>Descripción</th>
            <th className="invoice-number">Precio unit.</th>
            <th className="invoice-number">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {printed.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a voucher's lines keep their order and have no id
            <tr key={index}>
              <td className="invoice-number">{line.quantity}</td>
              <td>{line.name}</td>
              <td className="invoice-number">{line.unitPrice}</td>
              <td className="invoice-number">{line.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="invoice-summary">
        <div>
          <TransparencyBox transparency={printed.transparency} />
          {printed.payments.length > 0 && (
            <>
              <p className="invoice-strong">Forma de pago</p>
              <AmountRows rows={printed.payments} label="Pagos" />
            </>
          )}
          {printed.tip && <p>{printed.tip}</p>}
        </div>
        <div>
          <InvoiceTotals printed={printed} />
        </div>
      </div>
      <footer className="invoice-foot">
        {authorization ? (
          <>
            <QrCode text={authorization.qrUrl} label="Código QR de ARCA" className="invoice-qr" />
            <section className="invoice-cae" aria-label="Autorización de ARCA">
              <p>Comprobante autorizado</p>
              <p>CAE N°: {authorization.cae}</p>
              <p>Vto. CAE: {authorization.dueDate}</p>
            </section>
          </>
        ) : (
          <p className="invoice-notice">{printed.notice}</p>
        )}
      </footer>
    </>
  );
}
