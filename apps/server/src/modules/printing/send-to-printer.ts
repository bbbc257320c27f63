import net from "node:net";

export type PrinterAddress = { host: string; port: number };

export type SendOptions = {
  /** how long the printer has to accept the connection */
  connectTimeoutMs?: number;
  /** how long it has to take the bytes and close its side once it has them */
  timeoutMs?: number;
};

export type PrinterErrorCode = "unreachable" | "reset" | "unconfirmed";

/** A failed send, with the Spanish text the board shows. */
export class PrinterError extends Error {
  readonly code: PrinterErrorCode;
  constructor(code: PrinterErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PrinterError";
    this.code = code;
  }
}

const messages: Record<PrinterErrorCode, (where: string) => string> = {
  unreachable: (where) => `La impresora no responde (${where}).`,
  reset: (where) => `La impresora cortó la conexión (${where}).`,
  unconfirmed: (where) => `La impresora no confirmó el ticket (${where}).`,
};

/**
 * Sends a ticket over a raw TCP port (JetDirect, 9100): connect, write, close our side, and wait for the
 * printer to close its own. That close is the only receipt the protocol gives: a printer that takes the
 * connection but never closes (out of paper, jammed) is a failure, so the ticket is sent again later
 * rather than assumed printed.
 */
export const sendToPrinter = (
  { host, port }: PrinterAddress,
  bytes: Uint8Array,
  { connectTimeoutMs = 3_000, timeoutMs = 10_000 }: SendOptions = {},
): Promise<void> =>
  new Promise((resolve, reject) => {
    const where = `${host}:${port}`;
    let connected = false;
    let settled = false;
    const socket = net.createConnection({ host, port });
    const fail = (code: PrinterErrorCode, cause?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(new PrinterError(code, messages[code](where), { cause }));
    };
    let timer = setTimeout(() => fail("unreachable"), connectTimeoutMs);
    socket.on("connect", () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => fail("unconfirmed"), timeoutMs);
      socket.end(bytes);
    });
    // A printer may answer (status bytes); reading keeps its side from stalling on a full buffer.
    socket.on("data", () => {});
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected) fail("unreachable", error);
      else fail(error.code === "ECONNRESET" || error.code === "EPIPE" ? "reset" : "unconfirmed", error);
    });
    socket.on("close", (hadError) => {
      if (settled || hadError) return;
      if (!socket.writableFinished) return fail("reset");
      settled = true;
      clearTimeout(timer);
      resolve();
    });
  });
