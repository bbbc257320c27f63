import qrcode from "qrcode-generator";

/** The QR code of `text` as rows of modules, true for dark; level M, as the web's codes (menu, invoices). */
export const qrMatrix = (text: string): boolean[][] => {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, col) => qr.isDark(row, col)),
  );
};

/** Each row's dark runs as [start column, length]: one rectangle a run draws fewer shapes than one a module. */
export const darkRuns = (matrix: boolean[][]): [row: number, col: number, length: number][] => {
  const runs: [number, number, number][] = [];
  matrix.forEach((modules, row) => {
    let start = -1;
    modules.forEach((dark, col) => {
      if (dark && start < 0) start = col;
      if (start >= 0 && (!dark || col === modules.length - 1)) {
        const end = dark ? col + 1 : col;
        runs.push([row, start, end - start]);
        start = -1;
      }
    });
  });
  return runs;
};
