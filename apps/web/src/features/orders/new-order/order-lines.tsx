import { formatMoney } from "@comanda/domain";
import Close from "@mui/icons-material/Close";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { draftTotal, type OrderLineDraft } from "./order-draft";

type OrderLinesProps = {
  lines: readonly OrderLineDraft[];
  onRemove: (line: OrderLineDraft) => void;
  disabled: boolean;
};

/** The order so far: each line with its quantity and subtotal, a combo with its products, and the total. */
export function OrderLines({ lines, onRemove, disabled }: OrderLinesProps) {
  return (
    <Stack component="section" aria-label="Detalle del pedido" spacing={1}>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Todavía no agregaste productos al pedido.
        </Typography>
      ) : (
        <Stack component="ul" divider={<Divider component="li" />} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {lines.map((line) => (
            <Stack
              component="li"
              key={`${line.kind}-${line.itemId}`}
              aria-label={line.name}
              direction="row"
              spacing={1}
              sx={{ alignItems: "center", py: 0.5 }}
            >
              <Typography component="span" sx={{ minWidth: 32, fontWeight: 600 }}>
                {line.quantity} ×
              </Typography>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: "anywhere" }}>{line.name}</Typography>
                {line.kind === "promotion" &&
                  line.items.map((item) => (
                    <Typography key={item.productId} variant="caption" color="text.secondary">
                      {item.quantityNeeded * line.quantity} × {item.name}
                    </Typography>
                  ))}
              </Stack>
              <Typography sx={{ whiteSpace: "nowrap" }}>
                {formatMoney(line.unitPrice * line.quantity)}
              </Typography>
              {/* 48 px: a target a finger hits on a tablet. */}
              <IconButton
                aria-label={`Quitar ${line.name}`}
                onClick={() => onRemove(line)}
                disabled={disabled}
                sx={{ width: 48, height: 48 }}
              >
                <Close />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <Typography variant="h6" component="p" aria-live="polite" sx={{ textAlign: "right" }}>
        Total: {formatMoney(draftTotal(lines))}
      </Typography>
    </Stack>
  );
}
