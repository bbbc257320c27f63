import { adjustmentKindLabels, formatPesos, type Order } from "@comanda/domain";
import { printHtmlInFrame } from "@/lib/print-frame";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const row = (left: string, right: string) =>
  `<p class="row"><span>${escapeHtml(left)}</span><span>${escapeHtml(right)}</span></p>`;

/** The pre-bill ('Cuenta') as a page of its own: the lines, adjustments, tip and total, on an 80 mm roll. */
export const billHtml = (tab: Order, tableName: string, businessName: string): string => {
  const lines = tab.lines
    .map(
      (line) =>
        `<p>${escapeHtml(line.name)}</p>${row(`${line.quantity} × ${formatPesos(line.unitPrice)}`, formatPesos(line.subtotal))}`,
    )
    .join("");
  const money =
    tab.adjustments.length > 0 || tab.tip > 0
      ? [
          row("Subtotal", formatPesos(tab.subtotal)),
          ...tab.adjustments.map((adjustment) =>
            row(
              `${adjustmentKindLabels[adjustment.kind]} (${adjustment.reason})`,
              `${adjustment.kind === "discount" ? "−" : "+"}${formatPesos(adjustment.amount)}`,
            ),
          ),
          ...(tab.tip > 0 ? [row("Propina", formatPesos(tab.tip))] : []),
        ].join("")
      : "";
  const guests = tab.tab ? ` · ${tab.tab.guests} ${tab.tab.guests === 1 ? "persona" : "personas"}` : "";
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Cuenta ${escapeHtml(tableName)}</title><style>
@page { size: 80mm auto; margin: 4mm; }
body { margin: 0; font: 13px/1.35 "DejaVu Sans Mono", "Liberation Mono", monospace; color: #000; }
p { margin: 0; } .center { text-align: center; } hr { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.row { display: flex; justify-content: space-between; gap: 2mm; } .row > :last-child { white-space: nowrap; }
.total { font-size: 17px; font-weight: 800; } h1 { font-size: 20px; margin: 0; }
</style></head><body>
<p class="center"><strong>${escapeHtml(businessName)}</strong></p><hr>
<h1 class="center">Cuenta</h1><p class="center">${escapeHtml(tableName)} · Pedido N° ${escapeHtml(tab.turn)}${guests}</p><hr>
${lines}<hr>${money}<div class="total">${row("Total", formatPesos(tab.total))}</div><hr>
<p class="center">No válido como factura</p></body></html>`;
};

/** Prints the 'Cuenta' with the browser's dialog from an invisible frame, without leaving the plan. */
export const printBill = (html: string, doc: Document = document) => printHtmlInFrame(html, "bill", doc);
