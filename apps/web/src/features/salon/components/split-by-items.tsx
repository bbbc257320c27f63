import { formatMoney, type PaymentMethod } from "@comanda/domain";
import type { ItemShare, SplitResult } from "@comanda/domain/tabs";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { billLinesOf } from "../lib/bill-split";
import { MethodSelect } from "./method-select";
import { QuantityStepper } from "./quantity-stepper";

type SplitByItemsProps = {
  lines: ReturnType<typeof billLinesOf>;
  shares: ItemShare[];
  methodIds: string[];
  methods: PaymentMethod[];
  result: SplitResult;
  disabled: boolean;
  onSharesChange: (shares: ItemShare[]) => void;
  onMethodChange: (index: number, id: string) => void;
};

/** 'Por consumo': each part takes the units it ate; its amount carries its share of discounts and tip. */
export function SplitByItems({
  lines,
  shares,
  methodIds,
  methods,
  result,
  disabled,
  onSharesChange,
  onMethodChange,
}: SplitByItemsProps) {
  const setUnits = (index: number, key: string, units: number) =>
    onSharesChange(shares.map((share, each) => (each === index ? { ...share, [key]: units } : share)));
  return (
    <Stack spacing={1.5}>
      {shares.map((share, index) => {
        const label = `Parte ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are numbered, never reordered
          <Paper key={index} variant="outlined" component="section" aria-label={label} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                {label}
              </Typography>
              <Typography
                aria-label={`Monto de la parte ${index + 1}`}
                sx={{ fontWeight: 800, fontSize: 18 }}
              >
                {result.ok ? formatMoney(result.amounts[index] ?? 0) : "—"}
              </Typography>
            </Stack>
            {lines.map((line) => {
              const others = shares.reduce(
                (sum, other, each) => sum + (each === index ? 0 : (other[line.key] ?? 0)),
                0,
              );
              return (
                <Stack
                  key={line.key}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: "center", justifyContent: "space-between" }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                    {line.name} <span style={{ color: "gray" }}>(de {line.quantity})</span>
                  </Typography>
                  <QuantityStepper
                    name={`${line.name} en la parte ${index + 1}`}
                    value={share[line.key] ?? 0}
                    max={line.quantity - others}
                    disabled={disabled}
                    onChange={(units) => setUnits(index, line.key, units)}
                  />
                </Stack>
              );
            })}
            <Stack direction="row" sx={{ mt: 1 }}>
              <MethodSelect
                label={`Medio de pago de la parte ${index + 1}`}
                methods={methods}
                value={methodIds[index] ?? ""}
                onChange={(id) => onMethodChange(index, id)}
                disabled={disabled}
              />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
