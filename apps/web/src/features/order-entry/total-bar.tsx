import { adjustmentKindLabels, formatMoney, type OrderMoney, type PricedAdjustment } from "@comanda/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { AmountRows } from "@/components/amount-rows";

export type TotalBarProps = {
  total: number;
  /** the breakdown (decision 031): shown when there is a discount, surcharge, tip or delivery fee */
  money?: OrderMoney | null;
  canCreate: boolean;
  pending: boolean;
  onCreate: () => void;
  /** the button's text: 'Crear' a new order, 'Guardar cambios' an edit */
  actionLabel?: string;
  /** the order's payment method (ChosenMethod), in sight beside the button at every size */
  method?: ReactNode;
  /** why the button is greyed, under it where the cashier looks (docs/product.md#new-order) */
  blocker?: string | null;
};

/** "Descuento 10 % (Pago en efectivo)" */
export const adjustmentLabel = (adjustment: PricedAdjustment) =>
  `${adjustmentKindLabels[adjustment.kind]}${adjustment.mode === "percent" ? ` ${adjustment.value / 100} %` : ""} (${adjustment.reason})`;

function MoneyLines({ money }: { money: OrderMoney }) {
  const rows = [
    { key: "subtotal", label: "Subtotal", amount: formatMoney(money.subtotal) },
    ...money.adjustments.map((adjustment, index) => ({
      key: `adjustment-${index}`,
      label: adjustmentLabel(adjustment),
      amount: `${adjustment.kind === "discount" ? "−" : "+"}${formatMoney(adjustment.amount)}`,
    })),
    ...(money.tip > 0 ? [{ key: "tip", label: "Propina", amount: `+${formatMoney(money.tip)}` }] : []),
    ...(money.deliveryFee > 0
      ? [{ key: "delivery", label: "Envío", amount: `+${formatMoney(money.deliveryFee)}` }]
      : []),
  ];
  return <AmountRows rows={rows} label="Detalle del total" oneLine />;
}

/** Always in reach, on a phone too: the running total and 'Crear' (Ctrl+Enter from the keyboard). */
export function TotalBar({
  total,
  money,
  canCreate,
  pending,
  onCreate,
  actionLabel = "Crear",
  method,
  blocker,
}: TotalBarProps) {
  const blockerId = useId();
  const shownBlocker = !canCreate && !pending && blocker ? blocker : null;
  const detailed = money && (money.adjustments.length > 0 || money.tip > 0 || money.deliveryFee > 0);
  return (
    <DialogActions
      role="group"
      aria-label="Total del pedido y crear"
      sx={{
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {detailed && <MoneyLines money={money} />}
        <Typography variant="body2" color="text.secondary">
          Total
        </Typography>
        <Typography
          role="status"
          aria-label="Total del pedido"
          sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.1, whiteSpace: "nowrap" }}
        >
          {formatMoney(total)}
        </Typography>
        {method}
      </Box>
      <Box
        sx={{
          display: "flex",
          flexDirection: "column",
          alignItems: "flex-end",
          maxWidth: { xs: 180, sm: 260 },
        }}
      >
        <Button
          variant="contained"
          size="large"
          onClick={onCreate}
          disabled={!canCreate}
          loading={pending}
          title="Ctrl+Enter"
          aria-describedby={shownBlocker ? blockerId : undefined}
          sx={{ minWidth: 160, minHeight: 56, fontSize: 18, fontWeight: 700 }}
        >
          {actionLabel}
        </Button>
        {shownBlocker && (
          <FormHelperText id={blockerId} error role="alert" sx={{ mx: 0, textAlign: "right" }}>
            {shownBlocker}
          </FormHelperText>
        )}
      </Box>
    </DialogActions>
  );
}
