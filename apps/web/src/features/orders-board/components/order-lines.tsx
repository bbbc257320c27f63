import { type Order, type OrderLine, orderLineKey } from "@comanda/domain";
import { sentLines } from "@comanda/domain/kitchen";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { inCategories } from "../lib/board-filter";

type OrderLinesProps = {
  lines: readonly OrderLine[];
  /** The device's category filter: lines outside it fade, so the bar sees its drinks stand out. */
  chosen: ReadonlySet<string>;
  /** Decision 082: what a table's rounds hold for a course not yet marched */
  held?: Order["held"];
};

/** The units of a line held for its course ('Esperar'): the kitchen has not been sent them. */
const heldQuantity = (held: Order["held"], line: OrderLine) =>
  line.quantity - (sentLines({ lines: [line], held }).lines[0]?.quantity ?? 0);

const lineSx = (shown: boolean) => ({ color: shown ? "text.primary" : "text.disabled" });

/**
 * "2 × Milanesa"; a combo lists its products below it, with the units to make for all its combos. What a table
 * holds for a course says 'En espera', so the floor sees what has not been marched.
 */
export function OrderLines({ lines, chosen, held = [] }: OrderLinesProps) {
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
      {lines.map((line) => (
        <Box component="li" key={orderLineKey(line)}>
          <Typography
            sx={{
              fontSize: "1.1rem",
              fontWeight: 600,
              ...lineSx(line.kind === "promotion" || inCategories(line.categoryId, chosen)),
            }}
          >
            {line.quantity} × {line.name}
            <HeldChip held={heldQuantity(held, line)} quantity={line.quantity} />
          </Typography>
          {/* Decision 080: the choices and the note under their line, as the cook reads them. */}
          {line.options.length > 0 && (
            <Typography sx={{ pl: 3, fontSize: "1rem", overflowWrap: "anywhere" }}>
              {line.options.map((option) => option.name).join(", ")}
            </Typography>
          )}
          {line.note && (
            <Typography sx={{ pl: 3, fontSize: "1rem", fontStyle: "italic", overflowWrap: "anywhere" }}>
              Nota: {line.note}
            </Typography>
          )}
          {line.items.length > 0 && (
            <Box
              component="ul"
              aria-label={`Contenido de ${line.name}`}
              sx={{ listStyle: "none", m: 0, pl: 3 }}
            >
              {line.items.map((item) => (
                <Typography
                  component="li"
                  key={item.productId}
                  sx={{ fontSize: "1rem", ...lineSx(inCategories(item.categoryId, chosen)) }}
                >
                  {item.quantity * line.quantity} × {item.name}
                  {/* Decision 080: a combo's product's own choices. */}
                  {item.options?.length ? ` (${item.options.map((option) => option.name).join(", ")})` : ""}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

function HeldChip({ held, quantity }: { held: number; quantity: number }) {
  if (held <= 0) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="warning"
      variant="outlined"
      label={held === quantity ? "En espera" : `${held} en espera`}
      sx={{ ml: 1, fontWeight: 600 }}
    />
  );
}
