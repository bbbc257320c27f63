import { type OrderStatus, orderStatuses, orderStatusLabels } from "@comanda/domain";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PagedTable } from "@/components/paged-list/paged-table";
import { useCurrentSession } from "@/lib/current-session";
import { useShiftOrders } from "../api/list-shift-orders";
import { orderColumns } from "./order-columns";

const all = "all";
const isStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

type ShiftOrdersProps = { shiftId: string; shiftStart: number };

/** The shift's orders, newest first, 10 a page, narrowed to one status if asked. */
export function ShiftOrders({ shiftId, shiftStart }: ShiftOrdersProps) {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const list = useShiftOrders(shiftId, status);
  const { user } = useCurrentSession();

  // Another status is another list: it starts from its first page.
  const handleStatusChange = (value: string) => {
    list.changePage(0);
    setStatus(isStatus(value) ? value : null);
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
      </Stack>
      <PagedTable
        label="Pedidos del turno"
        columns={orderColumns(shiftStart, user.role === "ADMIN")}
        list={list}
        emptyMessage={status ? "No hay pedidos con ese estado." : "No hay ordenes cargadas."}
      />
    </Stack>
  );
}
