import { type PaymentMethod, parseMoney } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { moneyFieldText } from "@/lib/money-text";
import { MethodSelect } from "./method-select";

export type AmountPart = { methodId: string; amount: string };

type SplitByAmountsProps = {
  parts: AmountPart[];
  methods: PaymentMethod[];
  /** the bill, centavos */
  total: number;
  disabled: boolean;
  onChange: (parts: AmountPart[]) => void;
};

/**
 * As a part's amount is typed, the last part becomes what the others leave (total minus
 * them; a blank part is none; docs/product.md, Order money). Typed in itself, the last stays as typed until another part changes.
 */
export const withRemainder = (parts: readonly AmountPart[], total: number, typed: number): AmountPart[] => {
  const last = parts.length - 1;
  if (typed === last || last < 1) return [...parts];
  const others = parts
    .slice(0, last)
    .map((part) => (part.amount.trim() === "" ? 0 : parseMoney(part.amount)));
  if (others.some((amount) => amount === null)) return [...parts];
  const rest = Math.max(total - others.reduce<number>((sum, amount) => sum + (amount ?? 0), 0), 0);
  return parts.map((part, index) =>
    index === last ? { ...part, amount: moneyFieldText(rest / 100) } : part,
  );
};

/** 'Por montos': each part pays what it says, with its own method; together they pay the total. */
export function SplitByAmounts({ parts, methods, total, disabled, onChange }: SplitByAmountsProps) {
  const set = (index: number, change: Partial<AmountPart>) => {
    const next = parts.map((part, each) => (each === index ? { ...part, ...change } : part));
    onChange(change.amount === undefined ? next : withRemainder(next, total, index));
  };
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
            helperText={index === parts.length - 1 ? "El resto de la cuenta" : undefined}
            slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 16 } }}
            sx={{ width: 150 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
