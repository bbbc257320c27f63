import { changeText, formatClock, kitchenChanges, type Order } from "@comanda/domain";
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
export function OrderCardChanges({ order }: { order: Order }) {
  if (order.modifiedAt === null || order.modifiedAt === undefined) return null;
  const changes = kitchenChanges(order.changes ?? []);
  const time = formatClock(order.modifiedAt);
  return (
    <Box
      component="section"
      aria-label="Cambios del pedido"
      sx={(theme) => ({ p: 1, borderRadius: 1, bgcolor: alpha(theme.palette.info.main, 0.08) })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Chip
          icon={<EditNote />}
          color="info"
          size="small"
          label={`Modificado ${time}`}
          sx={{ fontWeight: 700 }}
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
            <Typography component="li" key={changeKey(change)} sx={{ fontWeight: 600 }}>
              {changeText(change)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

const changeKey = (change: ReturnType<typeof kitchenChanges>[number]) =>
  "itemId" in change ? `${change.line}-${change.itemId}` : change.kind;
