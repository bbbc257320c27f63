import Typography from "@mui/material/Typography";
import { ChosenSection } from "./round-choices";
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
  return (
    <ChosenSection
      title="Promociones con opciones"
      lines={lines}
      keyOf={keyOfCombo}
      labelOf={labelOfCombo}
      onChange={onChange}
      disabled={disabled}
      details={(line) => (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {comboChoicesText(line.choices)}
        </Typography>
      )}
    />
  );
}
