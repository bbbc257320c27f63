/*
 * ESC/POS real-time status (DLE EOT n, 0x10 0x04 n). A printer answers each request at once with one byte
 * whose fixed bits are 0xx1xx10 — even while it is printing, or offline — so the three requests sent after
 * a ticket come back only once every byte before them has reached the printer.
 *   n = 1, printer:       bit 3 offline
 *   n = 2, offline cause: bit 2 cover open, bit 5 stopped at paper end, bit 6 error (cutter, mechanism)
 *   n = 4, paper sensor:  bits 2–3 paper near its end, bits 5–6 paper out
 */

/** DLE EOT 1, 2 and 4, in that order: the replies come in the same order. */
export const statusQuery = Uint8Array.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);
export const statusReplies = 3;

/** A byte shaped like a DLE EOT reply (0xx1xx10); anything else a port sends is not one. */
export const isStatusByte = (byte: number) => (byte & 0b1001_0011) === 0b0001_0010;

/** The replies of a printer with nothing wrong. */
export const healthyStatus = [0x12, 0x12, 0x12];

/**
 * What stops the printer, in the words the board shows after "La impresora avisa que …", or null when it
 * can print. `replies` are the bytes answered to `statusQuery`, in order.
 */
export const statusProblem = ([printer = 0x12, offline = 0x12, paper = 0x12]: readonly number[]) => {
  if (paper & 0b0110_0000 || offline & 0b0010_0000) return "no tiene papel";
  if (offline & 0b0000_0100) return "tiene la tapa abierta";
  if (offline & 0b0100_0000) return "tiene un error (papel trabado o el cortador)";
  if (printer & 0b0000_1000) return "está fuera de línea";
  return null;
};
