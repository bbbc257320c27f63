import {
  type Order,
  orderStatusColors,
  orderStatusLabels,
  orderTypeLabels,
  paymentsLabel,
} from "@comanda/domain";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import type { ComponentType } from "react";
import { Link as RouterLink } from "react-router";
import type { Column } from "@/components/paged-list/paged-table";
import { Pesos } from "@/components/pesos";
import { orderTime } from "../lib/sales-format";
import { OrderLines } from "./order-lines";

/** What the app puts in an order's 'Factura' cell (decision 056): the invoices feature's, composed by src/app. */
export type OrderInvoiceCell = ComponentType<{ order: Order }>;

/**
 * A shift's orders (decision 019): turn, time, type and customer (decision 050), lines, payment method, total,
 * status, its invoice when given one (decision 055), who took it; and for ADMIN each order's audit trail (decision 047).
 */
export const orderColumns = (
  shiftStart: number,
  withTrail = false,
  InvoiceCell?: OrderInvoiceCell,
): Column<Order>[] => [
  { header: "Número", cell: (order) => order.turn },
  { header: "Hora", cell: (order) => orderTime(order.createdAt, shiftStart) },
  {
    header: "Tipo",
    cell: (order) =>
      order.customer
        ? `${orderTypeLabels[order.type]} · ${order.customer.name}`
        : orderTypeLabels[order.type],
  },
  { header: "Productos", cell: (order) => <OrderLines lines={order.lines} /> },
  // How it was paid ('Efectivo + Débito'), not the method a table was opened with (docs/product.md, Order money).
  { header: "Medio de pago", cell: (order) => paymentsLabel(order.payments, order.paymentMethodName) },
  { header: "Total", align: "right", cell: (order) => <Pesos value={order.total} /> },
  {
    header: "Estado",
    cell: (order) => (
      <Chip size="small" label={orderStatusLabels[order.status]} color={orderStatusColors[order.status]} />
    ),
  },
  ...(InvoiceCell ? [{ header: "Factura", cell: (order: Order) => <InvoiceCell order={order} /> }] : []),
  { header: "Tomó", cell: (order) => order.createdByName },
  ...(withTrail
    ? [
        {
          header: "Historial",
          cell: (order: Order) => (
            <Link
              component={RouterLink}
              to={`/audit?order=${encodeURIComponent(order.id)}`}
              aria-label={`Historial del pedido ${order.turn}`}
            >
              Ver
            </Link>
          ),
        },
      ]
    : []),
];
