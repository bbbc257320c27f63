import { formatMoney, MAX_PAYMENTS } from "@comanda/domain";
import Close from "@mui/icons-material/Close";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import MuiTextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { TextField } from "@/components/text-field";
import { evenParts, type PartView, type PaymentPartDraft } from "./payment-parts-draft";

export type PaymentMethodChoice = { id: string; name: string; isCash: boolean };

type PaymentPartsProps = {
  parts: PaymentPartDraft[];
  views: readonly PartView[];
  onChange: (parts: PaymentPartDraft[]) => void;
  methods: readonly PaymentMethodChoice[];
  total: number;
  /** "Faltan $ …" / "Sobran $ …", null when they add up */
  gap: string | null;
  disabled: boolean;
  /** the fewest parts it may be left with: 2 when splitting an order, 1 when completing one */
  minParts?: number;
};

/** 'Dividir pago': a method and an amount each (a blank last amount is the rest), 'Paga con' and 'Vuelto' on cash. */
export function PaymentParts({
  parts,
  views,
  onChange,
  methods,
  total,
  gap,
  disabled,
  minParts = 2,
}: PaymentPartsProps) {
  const setPart = (index: number, part: PaymentPartDraft) =>
    onChange(parts.map((each, at) => (at === index ? part : each)));
  const unused = methods.filter((method) => !parts.some((part) => part.methodId === method.id));
  const handleAdd = () => {
    const next = unused[0];
    if (next) onChange(evenParts([...parts, { methodId: next.id, amount: "", tendered: "" }], total));
  };
  return (
    <Stack spacing={1.5}>
      {parts.map((part, index) => {
        const view = views[index];
        const method = methods.find((each) => each.id === part.methodId);
        const rest = index === parts.length - 1 && part.amount.trim() === "";
        return (
          <Stack key={part.methodId} spacing={1} role="group" aria-label={`Pago ${index + 1}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <MuiTextField
                select
                label="Medio"
                value={part.methodId}
                onChange={(event) => setPart(index, { ...part, methodId: event.target.value })}
                disabled={disabled}
                sx={{ flex: 1, minWidth: 0 }}
              >
                {methods.map((each) => (
                  <MenuItem
                    key={each.id}
                    value={each.id}
                    disabled={each.id !== part.methodId && parts.some((other) => other.methodId === each.id)}
                  >
                    {each.name}
                  </MenuItem>
                ))}
              </MuiTextField>
              <TextField
                label="Monto"
                value={part.amount}
                onChange={(event) => setPart(index, { ...part, amount: event.target.value })}
                disabled={disabled}
                error={view?.errors.amount !== undefined && !rest}
                helperText={rest ? `El resto: ${formatMoney(view?.amount ?? 0)}` : view?.errors.amount}
                inputProps={{ inputMode: "decimal", maxLength: 16 }}
                autoComplete="off"
                sx={{ width: 130, flexShrink: 0 }}
              />
              <IconButton
                aria-label={`Quitar pago ${index + 1}`}
                onClick={() => onChange(parts.filter((_, at) => at !== index))}
                disabled={disabled || parts.length <= minParts}
                sx={{ mt: 0.5 }}
              >
                <Close />
              </IconButton>
            </Stack>
            {method?.isCash && (
              <CashTendered
                value={part.tendered}
                onChange={(tendered) => setPart(index, { ...part, tendered })}
                change={view?.change ?? null}
                error={view?.errors.tendered}
                disabled={disabled}
              />
            )}
          </Stack>
        );
      })}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <Button
          size="small"
          onClick={handleAdd}
          disabled={disabled || unused.length === 0 || parts.length >= MAX_PAYMENTS}
        >
          Agregar medio
        </Button>
        <Button size="small" onClick={() => onChange(evenParts(parts, total))} disabled={disabled}>
          En partes iguales
        </Button>
        <Typography
          role="status"
          aria-label="Diferencia de los pagos"
          variant="body2"
          sx={{ ml: "auto", fontWeight: 700, color: gap ? "error.main" : "success.main" }}
        >
          {gap ?? "Los pagos suman el total"}
        </Typography>
      </Stack>
    </Stack>
  );
}

type CashTenderedProps = {
  value: string;
  onChange: (value: string) => void;
  change: number | null;
  error?: string;
  disabled: boolean;
};

/** 'Paga con' (optional) and the 'Vuelto' it leaves, live. */
export function CashTendered({ value, onChange, change, error, disabled }: CashTenderedProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <TextField
        label="Paga con"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        error={error !== undefined}
        helperText={error}
        inputProps={{ inputMode: "decimal", maxLength: 16 }}
        autoComplete="off"
        size="small"
        sx={{ width: 150 }}
      />
      {change !== null && (
        <Typography role="status" aria-label="Vuelto" sx={{ fontWeight: 700 }}>
          Vuelto {formatMoney(change)}
        </Typography>
      )}
    </Stack>
  );
}
