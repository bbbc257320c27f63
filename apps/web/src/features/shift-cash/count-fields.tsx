import { formatPesos, subtractTotals } from "@comanda/domain";
import { type CountSheet, MAX_COUNT_NOTE } from "@comanda/domain/cash";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { TextField } from "@/components/text-field";
import { CountDifference } from "./count-difference";
import { readMoneyEntry } from "./money-entry";

export type CountValues = { counted: Record<string, string>; note: string };

type CountFieldsProps = {
  sheet: CountSheet;
  values: CountValues;
  /** Per payment method id: a field's problem (blank, not a valid amount). */
  errors: Record<string, string>;
  onChange: (values: CountValues) => void;
};

/**
 * A 'Contado' field per method of the shift. Not blind: the expected amount beside it and the live
 * difference; blind (arqueo ciego): only the fields, the figures come after the close answers.
 */
export function CountFields({ sheet, values, errors, onChange }: CountFieldsProps) {
  return (
    <Stack spacing={2}>
      {sheet.lines.length === 0 && (
        <Typography color="text.secondary">
          No hubo cobros ni efectivo en este turno: no hay nada que contar.
        </Typography>
      )}
      {sheet.lines.map((line) => {
        const entry = readMoneyEntry(values.counted[line.paymentMethodId] ?? "");
        return (
          <Box key={line.paymentMethodId} role="group" aria-label={line.name}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 1 }}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {line.name}
              </Typography>
              {line.expected !== null && (
                <Typography variant="body2">{`Esperado: ${formatPesos(line.expected)}`}</Typography>
              )}
            </Stack>
            {line.isCash && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {`Incluye el fondo de caja (${formatPesos(sheet.cashFloat)}) y los movimientos de caja.`}
              </Typography>
            )}
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <TextField
                label="Contado"
                value={values.counted[line.paymentMethodId] ?? ""}
                onChange={(event) =>
                  onChange({
                    ...values,
                    counted: { ...values.counted, [line.paymentMethodId]: event.target.value },
                  })
                }
                error={Boolean(errors[line.paymentMethodId])}
                helperText={errors[line.paymentMethodId]}
                inputProps={{ inputMode: "decimal" }}
                sx={{ flex: 1 }}
              />
              {line.expected !== null && entry.pesos !== null && (
                <Box sx={{ minWidth: 150, textAlign: "right" }} aria-live="polite">
                  <CountDifference pesos={subtractTotals(entry.pesos, line.expected)} />
                </Box>
              )}
            </Stack>
          </Box>
        );
      })}
      <TextField
        label="Nota"
        value={values.note}
        onChange={(event) => onChange({ ...values, note: event.target.value })}
        helperText="Opcional: por ejemplo, por qué falta o sobra dinero."
        multiline
        minRows={2}
        inputProps={{ maxLength: MAX_COUNT_NOTE }}
        fullWidth
      />
    </Stack>
  );
}

/** The counted amounts as the API takes them, or the problem of each field that is not ready. */
export const readCounts = (sheet: CountSheet, values: CountValues) => {
  const errors: Record<string, string> = {};
  const counts: { payment_method_id: string; counted: number }[] = [];
  for (const line of sheet.lines) {
    const entry = readMoneyEntry(values.counted[line.paymentMethodId] ?? "");
    if (entry.pesos === null) errors[line.paymentMethodId] = entry.error ?? `Contá ${line.name}.`;
    else counts.push({ payment_method_id: line.paymentMethodId, counted: entry.pesos });
  }
  return { counts, errors };
};
