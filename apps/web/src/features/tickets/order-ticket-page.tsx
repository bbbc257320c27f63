import { useEffect, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { NotFoundPage } from "@/components/not-found-page";
import { useBusiness } from "@/entities/business/business-query";
import { isApiError } from "@/lib/api-error";
import { rollPageRule } from "@/lib/print-styles";
import { isTicketKind, type TicketKind, ticketTitles as titles } from "@/lib/print-ticket";
import { useTicketOrder } from "./api/ticket-data";
import { ChangesTicket } from "./changes-ticket";
import { KitchenTicket } from "./kitchen-ticket";
import { ReceiptTicket } from "./receipt-ticket";
import { ticketCss } from "./ticket-styles";

/**
 * `/print/orders/:id/:kind`: the kitchen ticket or the customer receipt on an 80 mm page, outside every
 * layout. It opens the print dialog once everything on it has loaded; with ?auto=1 (the board's hidden
 * frame) it shows nothing but the ticket.
 */
export function OrderTicketPage() {
  const { id = "", kind } = useParams();
  if (!isTicketKind(kind)) return <NotFoundPage />;
  return <OrderTicket id={id} kind={kind} />;
}

function OrderTicket({ id, kind }: { id: string; kind: TicketKind }) {
  const [searchParams] = useSearchParams();
  const auto = searchParams.get("auto") === "1";
  const order = useTicketOrder(id);
  // The comanda groups its lines by the business's courses (decision 082); the changes need nothing of it.
  const business = useBusiness({ enabled: kind !== "changes" });
  const [logoSettled, setLogoSettled] = useState(false);

  const ready =
    order.data !== undefined &&
    // Without the business the comanda still prints, its lines as they are.
    (kind !== "kitchen" || business.data !== undefined || business.isError) &&
    (kind !== "receipt" || (business.data !== undefined && (business.data.logoUrl === null || logoSettled)));

  // Once: a live refresh of the order (its status moved on) must not open the dialog again.
  const printed = useRef(false);
  const ticket = useRef<HTMLElement>(null);
  const pageSize = useRef<HTMLStyleElement>(null);
  const print = () => {
    fitPage(ticket.current, pageSize.current);
    window.print();
  };
  const turn = order.data?.turn;
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    // The title names the PDF when the dialog saves to a file.
    document.title = `${titles[kind]} ${turn ?? ""}`.trim();
    print();
  });

  const body =
    order.data && kind === "kitchen" ? (
      <KitchenTicket order={order.data} courses={business.data?.courses ?? []} />
    ) : order.data && kind === "changes" ? (
      <ChangesTicket order={order.data} />
    ) : order.data && business.data ? (
      <ReceiptTicket order={order.data} business={business.data} onLogoSettled={() => setLogoSettled(true)} />
    ) : order.isError || business.isError ? (
      <p role="alert">{failureText(order.error ?? business.error)}</p>
    ) : (
      <p role="status">Cargando…</p>
    );

  return (
    <main className="ticket-screen">
      <style>{ticketCss}</style>
      <style ref={pageSize} />
      {!auto && (
        <nav className="ticket-toolbar" aria-label="Acciones del ticket">
          <button type="button" onClick={print} disabled={!ready}>
            Imprimir
          </button>
          <Link to="/orders">Volver a pedidos</Link>
        </nav>
      )}
      <article ref={ticket} className="ticket" aria-label={titles[kind]}>
        {body}
      </article>
    </main>
  );
}

const failureText = (error: unknown) => {
  // Another business's order is "not found" too (docs/product.md#data), and so is a malformed id.
  if (isApiError(error) && ["not-found", "invalid-argument"].includes(error.code)) {
    return "No encontramos ese pedido.";
  }
  return error instanceof Error ? error.message : "No pudimos cargar el ticket.";
};

/** On screen the ticket is as wide as on paper and its padding equals the page's margins. */
function fitPage(ticket: HTMLElement | null, style: HTMLStyleElement | null) {
  const rule = rollPageRule(ticket);
  if (style && rule) style.textContent = rule;
}
