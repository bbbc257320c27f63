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
