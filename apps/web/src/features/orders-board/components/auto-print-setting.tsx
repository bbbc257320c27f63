import Print from "@mui/icons-material/Print";
import Button from "@mui/material/Button";
import { useCurrentSession } from "@/lib/current-session";

export const autoPrintLabel = "Imprimir comanda al crear un pedido";

type AutoPrintSettingProps = { on: boolean; onChange: (on: boolean) => void };

/**
 * This device's 'Imprimir comanda al crear un pedido' (docs/product.md#new-order): the bar's device prints the kitchen
 * ticket of each order it takes. The kitchen takes no orders, so it is not offered there.
 */
export function AutoPrintSetting({ on, onChange }: AutoPrintSettingProps) {
  const { user } = useCurrentSession();
  if (user.role === "KITCHEN") return null;
  return (
    <Button
      variant={on ? "contained" : "outlined"}
      color="secondary"
      startIcon={<Print />}
      aria-pressed={on}
      onClick={() => onChange(!on)}
      sx={{ minHeight: 48 }}
    >
      {autoPrintLabel}
    </Button>
  );
}
