export const ticketKinds = ["kitchen", "receipt"] as const;
export type TicketKind = (typeof ticketKinds)[number];

export const isTicketKind = (kind: string | undefined): kind is TicketKind =>
  ticketKinds.includes(kind as TicketKind);

/** The ticket's own page; `auto` makes it print at once and show nothing but the ticket. */
export const ticketPath = (orderId: string, kind: TicketKind, auto = false) =>
  `/print/orders/${encodeURIComponent(orderId)}/${kind}${auto ? "?auto=1" : ""}`;

/** Marks the frames, so tests and the next print can find them. */
export const ticketFrameAttribute = "data-ticket-frame";

// A frame the ticket never printed from (the order vanished, the network fell) goes away on its own.
const forgottenFrameMs = 120_000;

/**
 * Prints a ticket without leaving the board: its page loads in an invisible frame, prints itself there
 * (?auto=1) and the frame goes once the print dialog closes. No new tab for the cashier to close.
 */
export function printTicket(orderId: string, kind: TicketKind, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement("iframe");
  frame.setAttribute(ticketFrameAttribute, kind);
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = kind === "kitchen" ? "Comanda" : "Comprobante";
  // Not display:none: a frame that is not rendered lays out nothing, so Chromium prints a blank page.
  Object.assign(frame.style, {
    position: "fixed",
    right: "0",
    bottom: "0",
    width: "0",
    height: "0",
    border: "0",
    visibility: "hidden",
  });
  const remove = () => frame.remove();
  const timer = setTimeout(remove, forgottenFrameMs);
  frame.addEventListener("load", () => {
    frame.contentWindow?.addEventListener("afterprint", () => {
      clearTimeout(timer);
      // After the dialog's own work: removing the frame inside its event would cut the print short.
      setTimeout(remove, 0);
    });
  });
  frame.src = ticketPath(orderId, kind, true);
  doc.body.append(frame);
  return frame;
}
