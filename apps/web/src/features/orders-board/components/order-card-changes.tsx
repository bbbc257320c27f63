import { changeText, formatClock, kitchenChanges, type Order } from "@comanda/domain";
import { changesAt, editedInKitchen } from "@comanda/domain/kitchen";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import EditNote from "@mui/icons-material/EditNote";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { printTicket } from "@/lib/print-ticket";

export const printChangesLabel = "Imprimir cambios";

/**
 * Decision 030: an edited order says so, when, and what its last edit changed, as the kitchen's ticket of the
 * changes prints it (no payment method: the kitchen does not need it). Live: the board refetches the order on its event.
 */
type OrderCardChangesProps = {
  order: Order;
  /** a station's display: only the changes of what it makes (decision 081) */
  station?: { routing: StationRouting; stations: readonly BoardStation[]; id: string | null };
};

export function OrderCardChanges({ order, station }: OrderCardChangesProps) {
  // Decision 081: a table's round that sent it back to the kitchen is a new card, not a modified one.
  if (order.modifiedAt === null || order.modifiedAt === undefined || !editedInKitchen(order)) return null;
  const all = kitchenChanges(order.changes ?? []);
  const changes = station ? changesAt(all, station.routing, station.stations, station.id) : all;
  const time = formatClock(order.modifiedAt);
  return (
    <Box
      component="section"
      aria-label="Cambios del pedido"
      sx={(theme) => ({ p: 1, borderRadius: 1, bgcolor: alpha(theme.palette.info.main, 0.08) })}
    >
      {/* Decision 081: wraps on a narrow card instead of pushing the card's content past its edge. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
      >
        <Chip
          icon={<EditNote />}
          color="info"
          size="small"
          label={`Modificado ${time}`}
          sx={{ fontWeight: 700, maxWidth: "100%" }}
        />
        {changes.length > 0 && (
          <Button
            size="small"
            startIcon={<Print />}
            aria-label={printChangesLabel}
            onClick={() => printTicket(order.id, "changes")}
            sx={{ minHeight: 40 }}
          >
            Cambios
          </Button>
        )}
      </Stack>
      {changes.length > 0 && (
        <Box component="ul" aria-label="Qué cambió" sx={{ listStyle: "none", m: 0, mt: 0.75, p: 0 }}>
          {changes.map((change) => (
            <Typography
              component="li"
              key={changeKey(change)}
              sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
            >
              {changeText(change)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

// Two lines of one product (other options or notes) are two changes: the text tells them apart.
const changeKey = (change: ReturnType<typeof kitchenChanges>[number]) =>
  `${change.kind}:${changeText(change)}`;
