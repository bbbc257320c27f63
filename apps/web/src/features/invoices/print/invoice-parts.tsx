import type { AmountRow } from "@comanda/domain/printed-invoice";

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
