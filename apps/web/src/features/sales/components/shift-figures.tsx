import { formatDateTime, type ShiftSummary } from "@comanda/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Pesos } from "@/components/pesos";
import { count } from "../lib/sales-format";

type Figure = { label: string; value: ReactNode };

const figuresOf = ({ shift, openOrders }: ShiftSummary): Figure[] => [
  { label: "Inicio", value: formatDateTime(shift.startDate) },
  { label: "Fin", value: shift.endDate === null ? "En curso" : formatDateTime(shift.endDate) },
  { label: "Abierto por", value: shift.openedByName },
  { label: "Cerrado por", value: shift.closedByName ?? "—" },
  { label: "Órdenes completadas", value: count(shift.totalOrders) },
  { label: "Monto total", value: <Pesos value={shift.totalAmount} /> },
  // Only an open shift can still have them (closing is refused while any is left).
  ...(openOrders > 0 ? [{ label: "Pedidos sin terminar", value: count(openOrders) }] : []),
];

type ShiftFiguresProps = { summary: ShiftSummary };

/** The shift's header: when it ran, who opened and closed it, and what it sold. */
export function ShiftFigures({ summary }: ShiftFiguresProps) {
  const open = summary.shift.endDate === null;
  return (
    <Stack spacing={2}>
      <Chip
        size="small"
        label={open ? "Turno abierto" : "Turno cerrado"}
        color={open ? "success" : "default"}
        sx={{ alignSelf: "flex-start" }}
      />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        {figuresOf(summary).map(({ label, value }) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </Stack>
  );
}
