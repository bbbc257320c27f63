import { printPaperCss } from "@/lib/print-styles";

/**
 * The printed invoice's look: the printed pages' paper and roll (lib/print-styles.ts), the A4 sheet laid out as
 * the server's PDF. The QR's size counts its quiet zone: 32 and 31 mm hold a code of about 28 mm (RG 4892).
 */
export const invoicePrintCss = `
${printPaperCss({ prefix: "invoice", paper: "invoice-paper", roll: "invoice-roll" })}
.invoice-paper { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.invoice-toolbar button, .invoice-toolbar a {
  box-sizing: border-box; display: inline-flex; align-items: center; min-height: 48px; padding: 0 20px;
  font: 16px/1 system-ui, sans-serif; color: #000; background: #fff; border: 1px solid #767676; border-radius: 4px;
  text-decoration: none; cursor: pointer;
}
.invoice-failure { max-width: 80mm; margin: 0 auto; padding: 4mm; background: #fff; font: 16px/1.4 system-ui, sans-serif; }
.invoice-strong { font-weight: 700; }
.invoice-notice { font-weight: 800; text-align: center; border: 3px solid #000; padding: 2mm; }
.invoice-testing { font-weight: 800; text-align: center; border: 2px solid #000; background: #e8e8e8; padding: 1mm; }

.invoice-roll .invoice-letter {
  display: inline-block; min-width: 9mm; border: 2px solid #000; font-size: 28px; font-weight: 800; line-height: 1.1;
}
.invoice-roll .invoice-type { font-size: 18px; font-weight: 800; }
.invoice-roll .invoice-total { font-size: 17px; font-weight: 800; }
.invoice-roll .invoice-box { border: 1px solid #000; padding: 1.5mm; margin-top: 2mm; }
.invoice-roll .invoice-notice { font-size: 19px; margin-top: 2mm; }
.invoice-roll .invoice-testing { margin-bottom: 2mm; }
.invoice-roll .invoice-qr { display: block; width: 32mm; height: 32mm; margin: 1mm auto; }

.invoice-sheet {
  box-sizing: border-box; width: 210mm; min-height: 297mm; margin: 0 auto; padding: 12mm;
  display: flex; flex-direction: column; font: 10pt/1.35 Helvetica, Arial, sans-serif;
}
.invoice-sheet .invoice-testing { font-size: 12pt; margin-bottom: 2mm; }
.invoice-original { border: 1px solid #000; border-bottom: 0; text-align: center; font-weight: 700; padding: 1mm; }
.invoice-head { position: relative; display: grid; grid-template-columns: 1fr 1fr; border: 1px solid #000; min-height: 40mm; }
.invoice-head > section { padding: 3mm 12mm 3mm 3mm; font-size: 9pt; }
.invoice-head > section + section { padding: 3mm 3mm 3mm 12mm; border-left: 1px solid #000; }
.invoice-head h2 { font-size: 15pt; font-weight: 800; text-align: center; margin-bottom: 2mm; }
.invoice-head h1 { font-size: 18pt; font-weight: 800; }
.invoice-head .invoice-voucher { font-size: 10pt; margin-bottom: 2mm; }
.invoice-letter-box {
  position: absolute; top: 0; left: 50%; transform: translateX(-50%); box-sizing: border-box;
  width: 16mm; height: 16mm; border: 1.5px solid #000; border-top: 0; background: #fff; text-align: center;
}
.invoice-letter-box strong { display: block; font-size: 28pt; line-height: 1.05; }
.invoice-letter-box span { display: block; font-size: 7pt; font-weight: 700; }
.invoice-receptor { border: 1px solid #000; padding: 2mm 3mm; margin-top: 2mm; font-size: 9pt; }
.invoice-receptor > :first-child { font-size: 11pt; font-weight: 700; }
.invoice-lines { width: 100%; border-collapse: collapse; margin-top: 3mm; font-size: 9pt; }
.invoice-lines th { background: #e8e8e8; border: 1px solid #000; padding: 1mm 2mm; text-align: left; }
.invoice-lines td { padding: 1mm 2mm; vertical-align: top; }
.invoice-lines tbody tr:last-child td { border-bottom: 1px solid #000; }
.invoice-lines .invoice-number { width: 1%; text-align: right; white-space: nowrap; }
.invoice-summary { display: grid; grid-template-columns: 1fr 85mm; gap: 8mm; align-items: start; margin-top: 3mm; }
.invoice-summary ul { display: grid; gap: 1mm; }
.invoice-sheet .invoice-box { border: 1px solid #000; padding: 1.5mm 2mm; margin-bottom: 3mm; }
.invoice-sheet .invoice-total {
  border: 1.5px solid #000; background: #e8e8e8; font-size: 13pt; font-weight: 800; padding: 1.5mm 2mm; margin-top: 1mm;
}
.invoice-foot { margin-top: auto; padding-top: 3mm; border-top: 1px solid #000; display: flex; gap: 5mm; align-items: center; }
.invoice-foot .invoice-cae { font-size: 11pt; font-weight: 700; display: grid; gap: 1mm; }
.invoice-sheet .invoice-qr { flex: none; width: 31mm; height: 31mm; margin: -1.5mm; }
.invoice-sheet .invoice-notice { flex: 1; font-size: 20pt; }

@media print {
  /* The page's 12 mm margins are @page's; the sheet fills the rest, so its foot sits at the bottom. */
  .invoice-sheet { width: auto; min-height: 270mm; margin: 0; padding: 0; }
}
`;
