import type { AmountRow, PrintedInvoice } from "@comanda/domain/printed-invoice";

/** Labels on the left, amounts on the right: the totals, the IVA, the payments. */
export function AmountRows({ rows, label }: { rows: AmountRow[]; label: string }) {
  if (rows.length === 0) return null;
  return (
    <ul aria-label={label}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two payments may share a name; the rows keep their order
        <li key={index} className="invoice-row">
          <span>{row.label}</span>
          <span>{row.amount}</span>
        </li>
      ))}
    </ul>
  );
}

/** The subtotals (adjustments and taxes) and the TOTAL under them, on the A4 sheet and on the roll. */
export function InvoiceTotals({ printed }: { printed: PrintedInvoice }) {
  return (
    <>
      <AmountRows rows={[...printed.adjustments, ...printed.taxes]} label="Subtotales" />
      <p className="invoice-row invoice-total">
        <span>TOTAL</span>
        <span>{printed.total}</span>
      </p>
    </>
  );
}

/** The consumer's fiscal transparency box: its legend and the IVA the total holds, when the voucher has it. */
export function TransparencyBox({ transparency }: { transparency: PrintedInvoice["transparency"] }) {
  if (!transparency) return null;
  return (
    <section className="invoice-box" aria-label="Transparencia fiscal">
      <p className="invoice-strong">{transparency.legend}</p>
      <AmountRows rows={[transparency.vat]} label="IVA contenido" />
    </section>
  );
}
