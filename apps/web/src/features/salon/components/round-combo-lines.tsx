import { formatMoney } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { QuantityStepper } from "./quantity-stepper";
import { RoundRow, withQuantity } from "./round-choices";
import { type ChosenCombo, comboChoicesText, keyOfCombo, labelOfCombo } from "./round-combos";

type RoundComboLinesProps = {
  lines: readonly ChosenCombo[];
  onChange: (lines: ChosenCombo[]) => void;
  disabled: boolean;
};

/**
 * 'Promociones con opciones' (decision 080): the round's combos with their products' choices, a line per choice,
 * each with its own − n + (its + is '+1 igual').
 */
export function RoundComboLines({ lines, onChange, disabled }: RoundComboLinesProps) {
  if (lines.length === 0) return null;
  const setQuantity = (key: string, quantity: number) =>
    onChange(withQuantity(lines, keyOfCombo, key, quantity));
  return (
    <Stack component="section" aria-label="Promociones con opciones" spacing={0.5}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        Promociones con opciones
      </Typography>
      {lines.map((line) => {
        const key = keyOfCombo(line);
        return (
          <RoundRow key={key}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{line.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {comboChoicesText(line.choices)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatMoney(line.unitPrice)}
              </Typography>
            </Stack>
            <QuantityStepper
              name={labelOfCombo(line)}
              value={line.quantity}
              max={null}
              disabled={disabled}
              onChange={(quantity) => setQuantity(key, quantity)}
            />
          </RoundRow>
        );
      })}
    </Stack>
  );
}
