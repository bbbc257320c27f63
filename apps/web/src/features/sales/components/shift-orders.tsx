import {
  isOrderType,
  type OrderStatus,
  type OrderType,
  orderStatuses,
  orderStatusLabels,
  orderTypeLabels,
  orderTypes,
} from "@comanda/domain";
import Download from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PagedTable } from "@/components/paged-list/paged-table";
import { apiBasePath } from "@/lib/api-client";
import { useCurrentSession } from "@/lib/current-session";
import { useShiftOrders } from "../api/list-shift-orders";
import { type OrderInvoiceCell, orderColumns } from "./order-columns";

const all = "all";
const isStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

type ShiftOrdersProps = { shiftId: string; shiftStart: number; invoiceCell?: OrderInvoiceCell };

/** The shift's orders, newest first, 10 a page, narrowed to one status and one type (decision 050) if asked. */
export function ShiftOrders({ shiftId, shiftStart, invoiceCell }: ShiftOrdersProps) {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [type, setType] = useState<OrderType | null>(null);
  const list = useShiftOrders(shiftId, status, type);
  const { user } = useCurrentSession();

  // Another filter is another list: it starts from its first page.
  const handleStatusChange = (value: string) => {
    list.changePage(0);
    setStatus(isStatus(value) ? value : null);
  };
  const handleTypeChange = (value: string) => {
    list.changePage(0);
    setType(isOrderType(value) ? value : null);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Typography variant="h6" component="h2">
          Pedidos
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            select
            size="small"
            label="Tipo"
            value={type ?? all}
            onChange={(event) => handleTypeChange(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={all}>Todos</MenuItem>
            {orderTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {orderTypeLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Estado"
            value={status ?? all}
            onChange={(event) => handleStatusChange(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={all}>Todos</MenuItem>
            {orderStatuses.map((value) => (
              <MenuItem key={value} value={value}>
                {orderStatusLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          {type && (
            // The CSV of what the list shows: one type's orders (the couriers' settlement, say).
            <Button
              variant="outlined"
              size="small"
              href={`${apiBasePath}/shifts/${encodeURIComponent(shiftId)}/orders/export?type=${type}`}
              download
              startIcon={<Download />}
            >
              CSV de {orderTypeLabels[type]}
            </Button>
          )}
        </Stack>
      </Stack>
      <PagedTable
        label="Pedidos del turno"
        columns={orderColumns(shiftStart, user.role === "ADMIN", invoiceCell)}
        list={list}
        emptyMessage={status || type ? "No hay pedidos con esos filtros." : "No hay órdenes cargadas."}
      />
    </Stack>
  );
}
