import { printPaperCss } from "@/lib/print-styles";

/** The tickets' look: the printed pages' paper and roll (lib/print-styles.ts) and the tickets' own lines. */
export const ticketCss = `
@page { size: 80mm auto; margin: 4mm; }
${printPaperCss({ prefix: "ticket", paper: "ticket", roll: "ticket" })}
.ticket-turn { font-size: 40px; font-weight: 800; line-height: 1.1; }
.ticket-kitchen-line { font-size: 17px; font-weight: 700; }
.ticket-course { font-size: 16px; font-weight: 800; letter-spacing: 1px; margin-top: 2mm !important; border-bottom: 1px solid #000; }
.ticket-choice { font-size: 15px; font-weight: 600; padding-left: 5mm; }
.ticket-items { padding-left: 5mm !important; font-size: 15px; }
.ticket-observation { font-size: 16px; font-weight: 700; white-space: pre-line; border: 2px solid #000; padding: 1.5mm; }
.ticket-total { font-size: 17px; font-weight: 800; }
.ticket-type { font-size: 20px; font-weight: 800; letter-spacing: 1px; }
.ticket-customer { font-size: 15px; font-weight: 700; }
.ticket-address { font-size: 16px; font-weight: 700; white-space: pre-line; }
.ticket-collect { font-size: 22px; font-weight: 800; border: 2px solid #000; padding: 1.5mm; margin-top: 2mm !important; flex-wrap: wrap; }
/* A large amount goes under 'A cobrar', at the right, instead of past the paper. */
.ticket-collect > :last-child { margin-left: auto; }
.ticket-logo { display: block; max-width: 40mm; max-height: 20mm; margin: 0 auto 1mm; object-fit: contain; }
.ticket-legend { font-weight: 700; margin-top: 2mm !important; }
.ticket-toolbar button { font: inherit; font-size: 16px; min-height: 48px; padding: 0 20px; cursor: pointer; }
`;
