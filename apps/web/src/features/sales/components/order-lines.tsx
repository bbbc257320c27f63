import { lineLabel, type Order, orderLineKey } from "@comanda/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { count } from "../lib/sales-format";

const list = { m: 0, p: 0, listStyle: "none" } as const;

type OrderLinesProps = { lines: Order["lines"] };

/**
 * What an order sold: "2 × Coca-Cola", a line with its options and note ('Bife de chorizo (Jugoso) · sin sal', one
 * product on several lines, decision 080); a combo with its products under it, in units sold.
 */
export function OrderLines({ lines }: OrderLinesProps) {
  return (
    <Box component="ul" sx={list}>
      {lines.map((line) => (
        <li key={orderLineKey(line)}>
          {`${count(line.quantity)} × ${lineLabel(
            line.name,
            line.options.map((option) => option.name),
            line.note,
          )}`}
          {line.items.length > 0 && (
            <Box component="ul" sx={{ ...list, pl: 2 }}>
              {line.items.map((item) => (
                <Typography component="li" variant="caption" color="text.secondary" key={item.productId}>
                  {`${count(item.quantity * line.quantity)} × ${lineLabel(
                    item.name,
                    (item.options ?? []).map((option) => option.name),
                    null,
                  )}`}
                </Typography>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
