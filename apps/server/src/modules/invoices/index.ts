// The invoices' front door (decision 076): other modules and the server reach the invoice queue only here.
export { invoicedRefusal } from "./invoiced-order.ts";
export { type Invoicing, startInvoicing } from "./invoicing.ts";
export { creditOnCancel, queueOnComplete } from "./queue-invoice.ts";
export { invoiceRoutes } from "./routes.ts";
export { voucherTotalsOf } from "./voucher-totals.ts";
