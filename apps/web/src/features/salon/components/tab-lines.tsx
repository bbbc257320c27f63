import type { Order, OrderLine } from "@comanda/domain";
import { orderLineKey, sentLines } from "@comanda/domain/kitchen";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Pesos } from "@/components/pesos";

/** Decision 082: the units of a line a round holds for its course ('Esperar'), not yet sent to the kitchen. */
export const heldQuantity = (order: Pick<Order, "held">, line: OrderLine) =>
  line.quantity - (sentLines({ lines: [line], held: order.held }).lines[0]?.quantity ?? 0);

/** What a table ordered, each line with its price; what waits to be marched says so ('En espera'). */
export function TabLines({ order }: { order: Order }) {
  return (
    <Box component="ul" aria-label="Lo pedido" sx={{ m: 0, p: 0, listStyle: "none" }}>
      {order.lines.map((line) => {
        const held = heldQuantity(order, line);
        return (
          <Stack
            component="li"
            // A combo may be on two lines with other choices (decision 080): the line's own key names it.
            key={orderLineKey(line)}
            direction="row"
            sx={{
              justifyContent: "space-between",
              alignItems: "center",
              gap: 2,
              py: 0.5,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            <Typography sx={{ overflowWrap: "anywhere" }}>
              {line.quantity} × {line.name}
              {held > 0 && (
                <Chip
                  component="span"
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={held === line.quantity ? "En espera" : `${held} en espera`}
                  sx={{ ml: 1 }}
                />
              )}
            </Typography>
            <Pesos value={line.subtotal} />
          </Stack>
        );
      })}
    </Box>
  );
}
