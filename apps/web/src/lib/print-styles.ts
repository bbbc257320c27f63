const pxPerMm = 96 / 25.4;

/**
 * The `@page` rule of an 80 mm roll for `sheet` as it is laid out now. Chromium drops `size: 80mm auto`
 * (a length beside auto is not valid CSS) and prints on the printer's default or Letter paper instead, so
 * the page gets the sheet's measured height and the roll is cut right below it. Null before layout.
 */
export function rollPageRule(sheet: HTMLElement | null, marginMm = 4): string | null {
  const height = sheet?.getBoundingClientRect().height ?? 0;
  if (height <= 0) return null;
  return `@page { size: 80mm ${Math.ceil(height / pxPerMm) + 2}mm; margin: ${marginMm}mm; }`;
}

/** The A4 page; a roll's is measured once its paper is laid out (rollPageRule). */
export const a4PageRule = "@page { size: A4; margin: 12mm; }";

type PaperClasses = {
  /** The class prefix of the page's screen, toolbar, rows, rules and centred blocks (`ticket`: `ticket-row`…). */
  prefix: string;
  /** The sheet of paper: black on white, no margins of its own. */
  paper: string;
  /** The 80 mm roll in the thermal printer's monospace, when the page prints one. */
  roll: string;
};

/**
 * What every printed page shares, plain CSS (the print pages load no component library of their own,
 * apps/web/scripts/routes.ts keeps them small): a grey screen around white paper, a toolbar that does not
 * print, black text in rows and dashed rules, and the 80 mm roll. On screen the roll is 80 mm with 4 mm of
 * padding: the same 72 mm of text as the printed page within its margins.
 */
export const printPaperCss = ({ prefix, paper, roll }: PaperClasses) => `
.${prefix}-screen { min-height: 100vh; background: #eee; padding: 16px 0; }
.${prefix}-toolbar { display: flex; justify-content: center; align-items: center; gap: 8px; margin-bottom: 16px; }
.${paper} { background: #fff; color: #000; }
.${paper} * { color: #000; }
.${paper} h1, .${paper} h2, .${paper} p, .${paper} ul { margin: 0; padding: 0; }
.${paper} ul { list-style: none; }
.${prefix}-row { display: flex; justify-content: space-between; gap: 2mm; }
.${prefix}-row > :last-child { text-align: right; white-space: nowrap; }
.${roll} {
  box-sizing: border-box; width: 80mm; margin: 0 auto; padding: 4mm;
  font: 13px/1.35 "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace;
}
.${prefix}-center { text-align: center; }
.${prefix}-rule { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.${prefix}-business { font-size: 16px; font-weight: 800; }
@media print {
  body, .${prefix}-screen { background: #fff !important; padding: 0; min-height: 0; }
  .${prefix}-toolbar { display: none; }
  .${roll} { width: auto; margin: 0; padding: 0; }
}
`;
