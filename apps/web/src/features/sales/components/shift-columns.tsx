import { formatDateTime, type Shift } from "@comanda/domain";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import type { Column } from "@/components/paged-list/paged-table";
import { Pesos } from "@/components/pesos";

export const shiftPath = (id: string) => `/sell-list/${encodeURIComponent(id)}`;

// The link's box stretches over its whole row (the row is the positioned box, see sell-list-page), so a
// click anywhere on the row opens the shift while the keyboard still reaches one plain link.
const stretched = { "&::after": { content: '""', position: "absolute", inset: 0 } } as const;

const orders = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });

/** docs/product.md#sales-history: Inicio turno, Fin turno, Monto total, Total de órdenes (with its accent). */
export const shiftColumns: Column<Shift>[] = [
  {
    header: "Inicio turno",
    cell: (shift) => (
      <Link component={RouterLink} to={shiftPath(shift.id)} sx={stretched}>
        {formatDateTime(shift.startDate)}
      </Link>
    ),
  },
  { header: "Fin turno", cell: (shift) => formatDateTime(shift.endDate) },
  { header: "Monto total", align: "right", cell: (shift) => <Pesos value={shift.totalAmount} /> },
  { header: "Total de órdenes", align: "right", cell: (shift) => orders.format(shift.totalOrders) },
];
