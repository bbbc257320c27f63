import { printFrameAttribute, printInFrame } from "./print-frame";

/** `changes`: the kitchen's ticket of only what an order's last edit changed (decision 030). */
export const ticketKinds = ["kitchen", "receipt", "changes"] as const;
export type TicketKind = (typeof ticketKinds)[number];

export const isTicketKind = (kind: string | undefined): kind is TicketKind =>
  ticketKinds.includes(kind as TicketKind);

export const ticketTitles: Record<TicketKind, string> = {
  kitchen: "Comanda",
  receipt: "Comprobante",
  changes: "Cambios del pedido",
};

/** The ticket's own page; `auto` makes it print at once and show nothing but the ticket. */
export const ticketPath = (orderId: string, kind: TicketKind, auto = false) =>
  `/print/orders/${encodeURIComponent(orderId)}/${kind}${auto ? "?auto=1" : ""}`;

/** Marks the frames, so tests and the next print can find them. */
export const ticketFrameAttribute = printFrameAttribute;

/** Prints a ticket from the board: its page prints itself in an invisible frame (lib/print-frame.ts). */
export const printTicket = (orderId: string, kind: TicketKind, doc: Document = document): HTMLIFrameElement =>
  printInFrame(ticketPath(orderId, kind, true), ticketTitles[kind], kind, doc);
