// The invoices' front door (decision 076): other modules and the server reach the invoice queue only here.
export { voucherTotalsOf } from "./documents/voucher-totals.ts";
export { invoicedRefusal } from "./queue/invoiced-order.ts";
export { type Invoicing, startInvoicing } from "./queue/invoicing.ts";
export { creditOnCancel, queueOnComplete } from "./queue/queue-invoice.ts";
export { invoiceRoutes } from "./routes.ts";
