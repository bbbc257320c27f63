import type { Order } from "@comanda/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { count } from "../lib/sales-format";

const list = { m: 0, p: 0, listStyle: "none" } as const;

type OrderLinesProps = { lines: Order["lines"] };

/** What an order sold: "2 × Coca-Cola"; a combo with its products under it, in units sold. */
export function OrderLines({ lines }: OrderLinesProps) {
  return (
    <Box component="ul" sx={list}>
      {lines.map((line) => (
        <li key={`${line.kind}-${line.itemId}`}>
          {`${count(line.quantity)} × ${line.name}`}
          {line.items.length > 0 && (
            <Box component="ul" sx={{ ...list, pl: 2 }}>
              {line.items.map((item) => (
                <Typography component="li" variant="caption" color="text.secondary" key={item.productId}>
                  {`${count(item.quantity * line.quantity)} × ${item.name}`}
                </Typography>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
