import type { OrderLine } from "@comanda/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { inCategories } from "../lib/board-filter";

type OrderLinesProps = {
  lines: readonly OrderLine[];
  /** The device's category filter: lines outside it fade, so the bar sees its drinks stand out. */
  chosen: ReadonlySet<string>;
};

const lineSx = (shown: boolean) => ({ color: shown ? "text.primary" : "text.disabled" });

/** "2 × Milanesa"; a combo lists its products below it, with the units to make for all its combos. */
export function OrderLines({ lines, chosen }: OrderLinesProps) {
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={`${line.kind}-${line.itemId}-${line.options.map((option) => option.id).join()}-${line.note ?? ""}`}
        >
          <Typography
            sx={{
              fontSize: "1.1rem",
              fontWeight: 600,
              ...lineSx(line.kind === "promotion" || inCategories(line.categoryId, chosen)),
            }}
          >
            {line.quantity} × {line.name}
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
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
