import { type Order, orderTypeLabels } from "@comanda/domain";
import { formatPhone } from "@comanda/domain/phone-format";
import Place from "@mui/icons-material/Place";
import Schedule from "@mui/icons-material/Schedule";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import { promisedText } from "@/lib/promised-time";

type OrderTypeInfoProps = {
  order: Pick<Order, "type" | "customer" | "promisedAt"> & Partial<Pick<Order, "tab">>;
  now: number;
  /** the board shows the phone and where a delivery goes; the kitchen only for whom and when */
  detailed: boolean;
};

/** Decision 081: a table's card says which table, as its ticket does ('Mesa 4 · Salón'), never just 'Mesa'. */
const tableTitle = (order: Partial<Pick<Order, "type" | "tab">>) =>
  order.type === "table" && order.tab ? order.tab.tableName : null;

/**
 * Decision 050: how the order is served, for whom and for when. A counter order says nothing new, so a business that
 * only sells at the counter sees its cards as before.
 */
export const OrderTypeInfo = memo(function OrderTypeInfo({ order, now, detailed }: OrderTypeInfoProps) {
  if (order.type === "counter") return null;
  const { customer } = order;
  return (
    <Stack spacing={0.5} aria-label="Tipo de pedido y cliente" role="group">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Chip
          size="small"
          variant="outlined"
          color={order.type === "delivery" ? "secondary" : "default"}
          label={tableTitle(order) ?? orderTypeLabels[order.type]}
          sx={{ fontWeight: 700 }}
        />
        {order.promisedAt !== null && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
            <Schedule fontSize="small" aria-hidden color="action" />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {promisedText(order.promisedAt, now)}
            </Typography>
          </Stack>
        )}
      </Stack>
      {customer && (
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {customer.name}
          {detailed && customer.phone && (
            <Typography component="span" variant="body2" color="text.secondary">
              {" "}
              · {formatPhone(customer.phone)}
            </Typography>
          )}
        </Typography>
      )}
      {detailed && order.type === "delivery" && customer?.address && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "flex-start" }}>
          <Place fontSize="small" aria-hidden color="action" sx={{ mt: 0.25 }} />
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {customer.address}
            {customer.notes && (
              <Typography component="span" variant="body2" color="text.secondary">
                {" "}
                ({customer.notes})
              </Typography>
            )}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
});
