import { formatPesos, orderStatusColors, orderStatusLabels, shiftName } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { count } from "../lib/home-format";
import { HomeSection } from "./home-section";

type OpenShiftSectionProps = { dashboard: Dashboard };

/** The open shift and how many of its orders are in each status, with the way to the board. */
export function OpenShiftSection({ dashboard }: OpenShiftSectionProps) {
  const { openShift: shift, ordersByStatus } = dashboard;
  return (
    <HomeSection
      title="Turno"
      action={
        <Button component={RouterLink} to="/orders" sx={{ mt: 2 }}>
          Ir a pedidos
        </Button>
      }
    >
      {shift ? (
        <Stack spacing={1.5}>
          <Typography>{`${shiftName(shift.startDate)}, abierto por ${shift.openedByName}.`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${count(shift.totalOrders)} órdenes completadas por ${formatPesos(shift.totalAmount)}`}
          </Typography>
          <Stack component="ul" aria-label="Pedidos por estado" direction="row" sx={chipList}>
            {ordersByStatus.map(({ status, orders }) => (
              <li key={status}>
                <Chip
                  label={`${orderStatusLabels[status]}: ${count(orders)}`}
                  color={orderStatusColors[status]}
                  variant={orders === 0 ? "outlined" : "filled"}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Typography color="text.secondary">No hay un turno abierto.</Typography>
      )}
    </HomeSection>
  );
}

const chipList = { listStyle: "none", m: 0, p: 0, flexWrap: "wrap", gap: 1 } as const;
