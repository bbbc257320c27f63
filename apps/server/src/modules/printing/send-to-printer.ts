import net from "node:net";
import { isStatusByte, statusProblem, statusQuery, statusReplies } from "./dle-eot.ts";
import type { PrinterGuard } from "./printer-networks.ts";

export type PrinterAddress = { host: string; port: number };

export type SendOptions = {
  /** where the server may connect (PRINTER_NETWORKS): checked, after resolving the name, every time */
  guard: PrinterGuard;
  /** how long the printer has to accept the connection */
  connectTimeoutMs?: number;
  /** how long it has to confirm once it has the bytes: its status, or closing its side */
  timeoutMs?: number;
};

/**
 * - `refused`: the address is outside the allowed networks; nothing was sent.
 * - `unreachable`, `dropped`: no connection, or the printer dropped it: it did not take the ticket.
 * - `unconfirmed`: every byte went out and the printer said nothing: it may have printed it.
 * - `problem`: the printer has the ticket and says what stops it (paper, cover): it may print it later.
 */
export type PrinterErrorCode = "refused" | "unreachable" | "dropped" | "unconfirmed" | "problem";

/** A failed send, with the Spanish text the board shows. */
export class PrinterError extends Error {
  readonly code: PrinterErrorCode;
  /** the printer may have the ticket: sending it again could print it twice */
  readonly taken: boolean;
  constructor(code: PrinterErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PrinterError";
    this.code = code;
    this.taken = code === "unconfirmed" || code === "problem";
  }
}

// Refused, reset and timed out read the same: the board is not a port scanner (decision 065).
export const noAnswer = (where: string) => `La impresora no responde (${where}).`;
const unconfirmed = (where: string) => `La impresora no confirmó el ticket (${where}).`;
const notAPrinter = (where: string) =>
  `En ${where} respondió algo que no es una impresora: revisá la dirección y el puerto.`;

/** How the printer said it has the ticket: its DLE EOT status, or (without one) closing after reading it. */
export type SendResult = { confirmedBy: "status" | "close" };

/**
 * Sends a ticket over a raw TCP port (JetDirect, 9100) and asks the printer how it is (DLE EOT, dle-eot.ts):
 * connect to the address the guard checked, write the ticket and the status requests, close our side, then
 * wait for the replies or for the printer to close its own. A printer that answers with nothing wrong, or
 * closes after reading everything, has the ticket. One that answers a problem, or says nothing at all, may
 * or may not print it: `PrinterError.taken` tells the worker not to send it again on its own.
 */
export const sendToPrinter = async (
  { host, port }: PrinterAddress,
  bytes: Uint8Array,
  { guard, connectTimeoutMs = 3_000, timeoutMs = 10_000 }: SendOptions,
): Promise<SendResult> => {
  const where = `${host}:${port}`;
  const checked = await guard.check(host);
  if (!checked.ok) throw new PrinterError("refused", checked.message);
  return new Promise((resolve, reject) => {
    let connected = false;
    let settled = false;
    const replies: number[] = [];
    const socket = net.createConnection({ host: checked.address, port });
    const settle = (outcome: { result: SendResult } | { error: PrinterError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if ("error" in outcome) {
        socket.destroy();
        reject(outcome.error);
        return;
      }
      // The printer closes once it has read our end; if it does not, the socket is let go after a while.
      setTimeout(() => socket.destroy(), timeoutMs).unref();
      resolve(outcome.result);
    };
    const fail = (code: PrinterErrorCode, message: string, cause?: unknown) =>
      settle({ error: new PrinterError(code, message, { cause }) });
    const answered = () => {
      const problem = statusProblem(replies);
      if (problem) fail("problem", `La impresora avisa que ${problem} (${where}).`);
      else settle({ result: { confirmedBy: "status" } });
    };
    let timer = setTimeout(() => fail("unreachable", noAnswer(where)), connectTimeoutMs);
    socket.on("connect", () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (replies.length) return answered();
        // Bytes still queued on our side never reached it whole: sending them again prints no copy.
        if (socket.writableFinished) fail("unconfirmed", unconfirmed(where));
        else fail("dropped", noAnswer(where));
      }, timeoutMs);
      const ticket = new Uint8Array(bytes.length + statusQuery.length);
      ticket.set(bytes);
      ticket.set(statusQuery, bytes.length);
      socket.end(ticket);
    });
    socket.on("data", (chunk: Buffer) => {
      for (const byte of chunk) {
        if (replies.length === statusReplies) break;
        // A printer answers DLE EOT with status bytes only. Anything else (a web server's "HTTP/1.1 400", a
        // proxy) is no printer: read as status, its letters would report "no paper". It got the bytes, though.
        if (!isStatusByte(byte)) return fail("unconfirmed", notAPrinter(where));
        replies.push(byte);
      }
      if (replies.length === statusReplies) answered();
    });
    socket.on("error", (error) => {
      // A reset means the printer threw away what it had not read (decision 065): it did not take it.
      fail(connected ? "dropped" : "unreachable", noAnswer(where), error);
    });
    socket.on("close", (hadError) => {
      if (settled || hadError) return;
      if (replies.length) return answered();
      if (!socket.writableFinished) return fail("dropped", noAnswer(where));
      settle({ result: { confirmedBy: "close" } });
    });
  });
};
