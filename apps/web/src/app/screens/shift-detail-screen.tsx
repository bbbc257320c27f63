import { OrderInvoice } from "@/features/invoices/order-invoice";
import { ShiftDetailPage } from "@/features/sales/shift-detail-page";

/**
 * `/sell-list/:id`: the shift's detail with each order's invoice (decision 055). Features do not import each other
 * (docs/style.md, Layers), so the app composes them: sales leaves a cell for the invoices feature to fill.
 */
export function ShiftDetailScreen() {
  return <ShiftDetailPage invoiceCell={OrderInvoice} />;
}
