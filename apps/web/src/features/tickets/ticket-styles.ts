/**
 * The tickets' whole look, plain CSS: an 80 mm thermal roll prints black on white, and the page loads no
 * component library of its own (apps/web/scripts/routes.ts keeps it small).
 */
// On screen the paper is 80 mm with 4 mm of padding: the same 72 mm of text as the printed page within its margins.
export const ticketCss = `
@page { size: 80mm auto; margin: 4mm; }
.ticket-screen { min-height: 100vh; background: #eee; padding: 16px 0; }
.ticket {
  box-sizing: border-box; width: 80mm; margin: 0 auto; padding: 4mm; background: #fff; color: #000;
  font: 13px/1.35 "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace;
}
.ticket * { color: #000; }
.ticket h1, .ticket h2, .ticket p, .ticket ul { margin: 0; padding: 0; }
.ticket ul { list-style: none; }
.ticket-center { text-align: center; }
.ticket-rule { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.ticket-turn { font-size: 40px; font-weight: 800; line-height: 1.1; }
.ticket-kitchen-line { font-size: 17px; font-weight: 700; }
.ticket-items { padding-left: 5mm !important; font-size: 15px; }
.ticket-observation { font-size: 16px; font-weight: 700; white-space: pre-line; border: 2px solid #000; padding: 1.5mm; }
.ticket-row { display: flex; justify-content: space-between; gap: 2mm; }
.ticket-row > :last-child { text-align: right; white-space: nowrap; }
.ticket-total { font-size: 17px; font-weight: 800; }
.ticket-type { font-size: 20px; font-weight: 800; letter-spacing: 1px; }
.ticket-customer { font-size: 15px; font-weight: 700; }
.ticket-address { font-size: 16px; font-weight: 700; white-space: pre-line; }
.ticket-collect { font-size: 22px; font-weight: 800; border: 2px solid #000; padding: 1.5mm; margin-top: 2mm !important; flex-wrap: wrap; }
/* Issue 33 point 15: a large amount goes under 'A cobrar', at the right, instead of past the paper. */
.ticket-collect > :last-child { margin-left: auto; }
.ticket-logo { display: block; max-width: 40mm; max-height: 20mm; margin: 0 auto 1mm; object-fit: contain; }
.ticket-business { font-size: 16px; font-weight: 800; }
.ticket-legend { font-weight: 700; margin-top: 2mm !important; }
.ticket-toolbar { display: flex; justify-content: center; align-items: center; gap: 8px; margin-bottom: 16px; }
.ticket-toolbar button { font: inherit; font-size: 16px; min-height: 48px; padding: 0 20px; cursor: pointer; }
@media print {
  body, .ticket-screen { background: #fff !important; padding: 0; min-height: 0; }
  .ticket { width: auto; margin: 0; padding: 0; }
  .ticket-toolbar { display: none; }
}
`;
