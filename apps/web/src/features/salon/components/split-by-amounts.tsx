import type { PaymentMethod } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { MethodSelect } from "./method-select";

export type AmountPart = { methodId: string; amount: string };

type SplitByAmountsProps = {
  parts: AmountPart[];
  methods: PaymentMethod[];
  disabled: boolean;
  onChange: (parts: AmountPart[]) => void;
};

/** 'Por montos': each part pays what it says, with its own method; together they pay the total. */
export function SplitByAmounts({ parts, methods, disabled, onChange }: SplitByAmountsProps) {
  const set = (index: number, change: Partial<AmountPart>) =>
    onChange(parts.map((part, each) => (each === index ? { ...part, ...change } : part)));
  return (
    <Stack spacing={1.5}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are numbered, never reordered
        <Stack key={index} direction="row" spacing={1} role="group" aria-label={`Parte ${index + 1}`}>
          <MethodSelect
            label={`Medio de pago de la parte ${index + 1}`}
            methods={methods}
            value={part.methodId}
            onChange={(methodId) => set(index, { methodId })}
            disabled={disabled}
          />
          <TextField
            label={`Monto de la parte ${index + 1}`}
            value={part.amount}
            onChange={(event) => set(index, { amount: event.target.value })}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 16 } }}
            sx={{ width: 150 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
