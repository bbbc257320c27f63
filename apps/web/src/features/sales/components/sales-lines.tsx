import { formatPesos, type ShiftSales } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Money, Pesos } from "@/components/pesos";

/** A label and its figure on one line, the figure at the right edge. */
export function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between" }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: "right" }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The completed orders' money, line by line, as the Z report and the shift's detail show it. Delivery
 * fees get a line only when there were any: a business that does not deliver is not shown a zero.
 */
export function SalesLines({ sales }: { sales: ShiftSales }) {
  return (
    <>
      <Line label="Subtotal" value={<Pesos value={sales.subtotal} />} />
      <Line label="Descuentos" value={<Money>{`−${formatPesos(sales.discounts)}`}</Money>} />
      <Line label="Recargos" value={<Money>{`+${formatPesos(sales.surcharges)}`}</Money>} />
      <Line label="Propinas" value={<Money>{`+${formatPesos(sales.tips)}`}</Money>} />
      {Number(sales.deliveryFees) > 0 && (
        <Line label="Envíos" value={<Money>{`+${formatPesos(sales.deliveryFees)}`}</Money>} />
      )}
      <Line label="Total" value={<Pesos value={sales.total} />} />
    </>
  );
}
